import { writeFileSync, mkdirSync } from "node:fs";
import type { ContentPage } from "../../../../src/content/load";
import { helpManifestFile, readHelpManifest, writeHelpManifest } from "../../../../src/features/help-centre/build/index";
import { tempDir } from "../../temp-dir";

const page = (urlPath: string): ContentPage => ({
  name: `help${urlPath}`,
  urlPath,
  content: { path: urlPath } as ContentPage["content"],
  files: [],
});

describe("the manifest of the help pages a build made", () => {
  it("hands createPages' help pages to onPostBuild through a file, by market id", () => {
    const root = tempDir("help-manifest-");
    writeHelpManifest(
      root,
      new Map([
        ["de", [page("/hilfe/a")]],
        ["us", []],
      ]),
    );
    const read = readHelpManifest(root);
    expect(read.get("de")?.map((p) => p.urlPath)).toEqual(["/hilfe/a"]);
    expect(read.get("us")).toEqual([]);
  });

  it("is empty before createPages has written it, and refuses a file that is not one", () => {
    const root = tempDir("help-manifest-");
    expect(readHelpManifest(root).size).toBe(0);
    mkdirSync(`${root}/.cache`, { recursive: true });
    writeFileSync(helpManifestFile(root), "null");
    expect(() => readHelpManifest(root)).toThrow(/not a help page manifest/);
  });
});
