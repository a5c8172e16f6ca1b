import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import type { ContentPage } from "../../../src/content/load";
import { madePagesFile, readMadePages, writeMadePages } from "../../../src/content/made-pages";
import { tempDir } from "../temp-dir";

const page = (urlPath: string): ContentPage => ({
  name: `help${urlPath}`,
  urlPath,
  content: { path: urlPath, template: "help-article", title: "A", body: "A long article body." } as ContentPage["content"],
  files: ["content/de/pages/help-home.json"],
});

describe("the pages a build made from the web API", () => {
  it("go from createPages to onPostBuild through a file, by market id, one file per kind", () => {
    const root = tempDir("made-pages-");
    writeMadePages(
      root,
      "help",
      new Map([
        ["de", [page("/hilfe/a")]],
        ["us", []],
      ]),
    );
    writeMadePages(root, "city", new Map([["de", [page("/mietwagen/berlin")]]]));
    const read = readMadePages(root, "help");
    expect(read.get("de")).toEqual([
      { name: "help/hilfe/a", urlPath: "/hilfe/a", content: { template: "help-article", path: "/hilfe/a" } },
    ]);
    expect(read.get("us")).toEqual([]);
    expect(
      readMadePages(root, "city")
        .get("de")
        ?.map((p) => p.urlPath),
    ).toEqual(["/mietwagen/berlin"]);
  });

  it("are stored as their addresses only, without their bodies, and entries without one are left out", () => {
    const root = tempDir("made-pages-");
    writeMadePages(root, "help", new Map([["de", [page("/hilfe/a")]]]));
    expect(readFileSync(madePagesFile(root, "help"), "utf8")).not.toMatch(/body|title|files/);
    writeFileSync(
      madePagesFile(root, "help"),
      JSON.stringify({ de: [{ name: "x", urlPath: "/x", content: { path: "/x", template: "nope" } }] }),
    );
    expect(readMadePages(root, "help").get("de")).toEqual([]);
  });

  it("are none before createPages has written them, and a file that is not a list is refused, by name", () => {
    const root = tempDir("made-pages-");
    expect(readMadePages(root, "help").size).toBe(0);
    mkdirSync(`${root}/.cache`, { recursive: true });
    writeFileSync(madePagesFile(root, "city"), "null");
    expect(() => readMadePages(root, "city")).toThrow(/made-pages\.city\.json: not a list of made pages/);
  });
});
