import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { debounce, isContentFile, watchContent } from "../../../scripts/dev-watch";
import { tempDir } from "../temp-dir";

describe("the debounce of content changes", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once for a burst of changes, after the quiet time, with every file the burst named", () => {
    const run = vi.fn();
    const changed = debounce(run, 300);
    changed("content/us/start.json");
    vi.advanceTimersByTime(200);
    changed("content/us/start.json");
    changed("src/i18n/messages/en-US/common.json");
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(["content/us/start.json", "src/i18n/messages/en-US/common.json"]);
  });

  it("runs again for a change after the quiet time, with that change alone", () => {
    const run = vi.fn();
    const changed = debounce(run, 300);
    changed("content/us/start.json");
    vi.advanceTimersByTime(300);
    changed("content/de/start.json");
    vi.advanceTimersByTime(300);
    expect(run.mock.calls).toEqual([[["content/us/start.json"]], [["content/de/start.json"]]]);
  });
});

describe("the files whose change makes the pages again", () => {
  it.each(["start.json", "pages/start.json", "en-US.screens.json", "terms.md", "_media/open-road-wide.svg", "_media/van.jpg"])(
    "include %s",
    (name) => {
      expect(isContentFile(name)).toBe(true);
    },
  );

  it.each(["start.json~", ".start.json.swp", "4913", "notes.txt"])("leave out an editor's scratch file like %s", (name) => {
    expect(isContentFile(name)).toBe(false);
  });
});

describe("watching the content", () => {
  it("names a page file saved in a subfolder and a text bundle, by their paths from the project", async () => {
    const root = tempDir("dev-watch-");
    mkdirSync(join(root, "content", "_shared", "en", "pages"), { recursive: true });
    mkdirSync(join(root, "src", "i18n", "messages"), { recursive: true });
    const seen = new Set<string>();
    let stop = (): void => undefined;
    const both = new Promise<void>((resolve) => {
      stop = watchContent(
        root,
        (files) => {
          files.forEach((file) => seen.add(file));
          if (seen.size === 2) resolve();
        },
        20,
      );
    });
    writeFileSync(join(root, "content", "_shared", "en", "pages", "start.json"), "{}");
    writeFileSync(join(root, "src", "i18n", "messages", "en-US.json"), "{}");
    writeFileSync(join(root, "content", "notes.txt"), "not content");
    await both;
    stop();
    expect([...seen].sort()).toEqual([
      join("content", "_shared", "en", "pages", "start.json"),
      join("src", "i18n", "messages", "en-US.json"),
    ]);
  });
});
