import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { differingFiles, treeHashes } from "../../../bench/incremental";
import { tempDir } from "../temp-dir";

function write(root: string, rel: string, text: string): void {
  mkdirSync(join(root, rel, ".."), { recursive: true });
  writeFileSync(join(root, rel), text);
}

describe("the bench's snapshot of the host trees", () => {
  it("hashes every host tree's files, and none of the split's own folders", () => {
    const dist = tempDir("tree-hashes-");
    write(dist, "www.movanta.de/index.html", "a");
    write(dist, "www.movanta.de/page-data/index/page-data.json", "b");
    write(dist, "nginx/sites.conf", "c");
    write(dist, ".split/www.movanta.de.json", "d");
    write(dist, ".retired-x1/www.movanta.de-y2/index.html", "e");
    const hashes = treeHashes(dist);
    expect([...hashes.keys()]).toEqual(["nginx/sites.conf", "www.movanta.de/index.html", "www.movanta.de/page-data/index/page-data.json"]);
    write(dist, "www.movanta.de/index.html", "changed");
    expect(differingFiles(hashes, treeHashes(dist))).toEqual(["www.movanta.de/index.html"]);
  });
});
