import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chunkGroups, ownChunkFiles } from "../../../src/build/chunk-groups";

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A public/ folder with the two files Gatsby and the site's plugin write: the stats' groups and the chunk map. */
function publicDir(): string {
  dir = mkdtempSync(join(tmpdir(), "chunk-groups-"));
  const stats = {
    namedChunkGroups: { "flag-client": { assets: [{ name: "2758-0123456789.js" }, { name: "871-0123456789.js" }, { name: "871.css" }] } },
  };
  writeFileSync(join(dir, "webpack.stats.json"), JSON.stringify(stats));
  writeFileSync(join(dir, "chunk-map.json"), JSON.stringify({ "flag-client": ["/871-0123456789.js"], "app-runner": [] }));
  return dir;
}

describe("a named chunk's scripts", () => {
  it("are its group's scripts with the split chunks it needs, or the chunk's own alone", () => {
    const root = publicDir();
    expect(chunkGroups(root)("flag-client")).toEqual(["/2758-0123456789.js", "/871-0123456789.js"]);
    expect(ownChunkFiles(root)("flag-client")).toEqual(["/871-0123456789.js"]);
  });

  it("are none for a chunk the build did not make, or without the files", () => {
    const root = publicDir();
    expect(ownChunkFiles(root)("menu-panel")).toEqual([]);
    expect(chunkGroups(root)("menu-panel")).toEqual([]);
    expect(ownChunkFiles(join(root, "missing"))("flag-client")).toEqual([]);
  });
});
