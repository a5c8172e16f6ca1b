import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readClientAssets } from "../../../src/build/client-assets";
import { chunkMap, ChunkMapPlugin, withChunkMapping, type ChunkGroup, type ChunkMapCompiler } from "../../../src/gatsby/chunk-map";

/** The chunk groups of a production bundle in small: the entry, a template, a named lazy chunk, an unnamed one. */
const groups: ChunkGroup[] = [
  {
    name: "app",
    chunks: [
      { name: "webpack-runtime", files: ["webpack-runtime-0123456789.js"] },
      { name: "framework", files: ["framework-0123456789.js"] },
      { name: "app", files: ["app-0123456789.js", "app-0123456789.js.map"] },
    ],
  },
  { name: "component---src-templates-legal-tsx", chunks: [{ name: "component---src-templates-legal-tsx", files: ["4120-0123456789.js"] }] },
  { name: "app-runner", chunks: [{ name: "app-runner", files: ["871-0123456789.js"] }] },
  { name: null, chunks: [{ name: null, files: ["2758-0123456789.js"] }] },
];

describe("the map of each named chunk group to its own scripts", () => {
  it("lists the group's own chunk's files, named by chunk id or by name, without source maps or other chunks", () => {
    expect(chunkMap(groups)).toEqual({
      app: ["/app-0123456789.js"],
      "component---src-templates-legal-tsx": ["/4120-0123456789.js"],
      "app-runner": ["/871-0123456789.js"],
    });
  });
});

/** Gatsby's scripts slice as its stats writer makes it: the map as a JSON text in a string literal, the hash, the app's script. */
const slice = (map: string): string =>
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(map)};\n          </script>\n        ` +
  `<script>window.___webpackCompilationHash="abc";</script><script src="/app-0123456789.js" async></script>`;

describe("the scripts slice's map", () => {
  it("replaces the map Gatsby wrote, and only it", () => {
    const ours = JSON.stringify(chunkMap(groups));
    const gatsbys = JSON.stringify({ app: ["/app-0123456789.js"], "app-runner": [], 'a"quoted\\name': [] });
    expect(withChunkMapping(slice(gatsbys), ours, "slice.html")).toBe(slice(ours));
    // What the browser reads back is the map itself.
    const literal = /window\.___chunkMapping=(".*");/.exec(withChunkMapping(slice(gatsbys), ours, "slice.html"))?.[1] ?? "";
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual(chunkMap(groups));
  });

  it("names the file when it has no map to replace", () => {
    expect(() => withChunkMapping("<script></script>", "{}", "public/_gatsby/slices/_gatsby-scripts-1.html")).toThrow(
      "public/_gatsby/slices/_gatsby-scripts-1.html: no window.___chunkMapping statement to write the chunk map into",
    );
  });
});

describe("ChunkMapPlugin", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  const emitted = ["app-0123456789.js", "app-0123456789.js.map", "framework-0123456789.js.LICENSE.txt", "4120-0123456789.js"];

  /** The plugin's `done` hook for a project at `root`; public/ is made. */
  function doneHook(root: string) {
    mkdirSync(join(root, "public"), { recursive: true });
    let done: Parameters<ChunkMapCompiler["hooks"]["done"]["tapPromise"]>[1] | undefined;
    new ChunkMapPlugin(root).apply({ hooks: { done: { tapPromise: (_name, run) => (done = run) } } });
    return () => done?.({ compilation: { chunkGroups: groups, getAssets: () => emitted.map((name) => ({ name })) } });
  }

  it("writes public/chunk-map.json and the scripts slice's map when the browser bundle is done", async () => {
    dir = mkdtempSync(join(tmpdir(), "chunk-map-"));
    const slices = join(dir, "public", "_gatsby", "slices");
    mkdirSync(slices, { recursive: true });
    writeFileSync(join(slices, "_gatsby-scripts-1.html"), slice('{"app":["/app-0123456789.js"]}'));
    await doneHook(dir)();
    expect(JSON.parse(readFileSync(join(dir, "public", "chunk-map.json"), "utf8"))).toEqual(chunkMap(groups));
    expect(readFileSync(join(slices, "_gatsby-scripts-1.html"), "utf8")).toBe(slice(JSON.stringify(chunkMap(groups))));
  });

  it("writes the map alone where Gatsby made no scripts slice", async () => {
    dir = mkdtempSync(join(tmpdir(), "chunk-map-"));
    await doneHook(dir)();
    expect(JSON.parse(readFileSync(join(dir, "public", "chunk-map.json"), "utf8"))).toEqual(chunkMap(groups));
  });

  it("records every file the compilation emitted, beside Gatsby's cache, for the host split", async () => {
    dir = mkdtempSync(join(tmpdir(), "chunk-map-"));
    await doneHook(dir)();
    expect(readClientAssets(dir)).toEqual(new Set(emitted));
    expect(existsSync(join(dir, "public", "client-assets.json"))).toBe(false);
  });
});
