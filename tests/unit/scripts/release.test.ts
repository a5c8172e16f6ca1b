import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeRelease } from "../../../scripts/release-files";
import { readManifest, releaseIdOf, treeDigest } from "../../../src/build/release/manifest";
import { writeSyntheticTrees } from "../../fixtures/release-trees";
import { tempDir } from "../temp-dir";

const hosts = [
  { host: "www.movanta.de", testHosts: ["de.internal.movanta-test.com"] },
  { host: "www.movanta.fr", testHosts: [] },
];

function release(id: string): { dir: string; trees: string } {
  const work = tempDir("release-unit-");
  const trees = join(work, "trees");
  writeSyntheticTrees(
    trees,
    hosts.map((h) => h.host),
    id,
  );
  writeRelease({
    trees,
    hosts,
    out: join(work, "releases"),
    id,
    commit: `${id}0000`,
    server: { listen: ["80"], resolver: "127.0.0.1", proxySocket: "/run/movanta-proxy.sock" },
  });
  return { dir: join(work, "releases", id), trees };
}

describe("npm run release", () => {
  test("stops with one line when API_BASE names no real web API", () => {
    const env = { ...process.env, API_BASE: "" };
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/release.ts"], { encoding: "utf8", env });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual(["release: A release build (RELEASE=1) needs a real web API: API_BASE=https://…"]);
  });

  test("names a release after its commit", () => {
    expect(releaseIdOf("a9abbf76439398ff498ac552fbeaf1e929868e10")).toBe("a9abbf764393");
  });

  test("writes every host tree with its file count and checksum in the manifest", () => {
    const { dir, trees } = release("aaaaaaaaaaaa");
    const manifest = readManifest(dir);
    expect(manifest.id).toBe("aaaaaaaaaaaa");
    expect(manifest.hosts.map((h) => [h.host, h.testHosts])).toEqual(hosts.map((h) => [h.host, h.testHosts]));
    for (const entry of manifest.hosts) expect({ files: entry.files, sha256: entry.sha256 }).toEqual(treeDigest(join(trees, entry.host)));
    expect(manifest.hosts[0]?.files).toBe(10);
  });

  test("gives a tree another checksum when one file changes", () => {
    const { trees } = release("bbbbbbbbbbbb");
    const before = treeDigest(join(trees, "www.movanta.de"));
    writeFileSync(join(trees, "www.movanta.de", "sw.js"), "// changed");
    expect(treeDigest(join(trees, "www.movanta.de")).sha256).not.toBe(before.sha256);
  });

  test("serves the trees from the release's folder, with its id and the previous release's hashed files and page data behind them", () => {
    const { dir } = release("cccccccccccc");
    const sites = readFileSync(join(dir, "nginx", "sites.conf"), "utf8");
    expect(sites).toContain("    root releases/cccccccccccc/www.movanta.de;");
    expect(sites).toContain('    add_header X-Release "cccccccccccc" always;');
    expect(sites).toContain("include releases/cccccccccccc/nginx/previous.conf;");
    expect(sites).toContain("include releases/cccccccccccc/nginx/movanta-proxy.conf;");
    expect(sites).toContain("        try_files $uri $uri/index.html @previous;");
    expect(sites).toContain("        root $movanta_previous/www.movanta.de;");
    // Only hashed files and page data fall back, never a page.
    const start = sites.indexOf("map $uri $movanta_fallback {");
    const fallback = sites.slice(start, sites.indexOf("\n}", start));
    expect(fallback).toContain('"~^/static/" 1;');
    expect(fallback).toContain('"~^/page-data/" 1;');
    expect(fallback).not.toContain("html");
    // Until a deploy names another, the release falls back on itself.
    expect(readFileSync(join(dir, "nginx", "previous.conf"), "utf8")).toContain('default "releases/cccccccccccc";');
  });
});
