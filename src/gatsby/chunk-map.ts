import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writeClientAssets } from "../build/client-assets";

/** The parts of webpack's chunk graph the plugin reads (webpack is Gatsby's dependency, not the site's). */
type Chunk = { name?: string | null; files: Iterable<string> };
export type ChunkGroup = { name?: string | null; chunks: readonly Chunk[] };
type Compilation = { chunkGroups: Iterable<ChunkGroup>; getAssets(): readonly { name: string }[] };
export type ChunkMapCompiler = {
  hooks: { done: { tapPromise(name: string, run: (stats: { compilation: Compilation }) => Promise<void>): void } };
};

/**
 * Each named chunk group's own scripts (`/<file>`): the files of the group's chunk of the same name,
 * source maps left out. Gatsby writes this map (`public/chunk-map.json`, which the HTML carries as
 * `window.___chunkMapping`, where its loader and the offline plugin look up a template's scripts), but
 * tells a group's own files by their names beginning with the group's: a lazy chunk's file named by
 * its id (src/gatsby/webpack.ts) would be left out.
 */
export function chunkMap(groups: Iterable<ChunkGroup>): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const group of groups) {
    if (!group.name) continue;
    map[group.name] = group.chunks
      .filter((chunk) => chunk.name === group.name)
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => !file.endsWith(".map"))
      .map((file) => `/${file}`);
  }
  return map;
}

/** The statement of Gatsby's scripts slice that gives the browser the map (a JSON text in a string literal). */
const MAPPING = /window\.___chunkMapping="(?:[^"\\]|\\.)*";/;

/** The scripts slice's HTML with the map in its statement; an error naming the file if it has none. */
export function withChunkMapping(html: string, map: string, file: string): string {
  if (!MAPPING.test(html)) throw new Error(`${file}: no window.___chunkMapping statement to write the chunk map into`);
  return html.replace(MAPPING, () => `window.___chunkMapping=${JSON.stringify(map)};`);
}

const NAME = "ChunkMapPlugin";

/**
 * Writes the map again once the browser bundle is done, after Gatsby's own writer (its plugin comes
 * first in the configuration, and webpack runs `done` in order), and before the HTML renderer reads
 * it: into `chunk-map.json`, and into the scripts slice (`_gatsby/slices/_gatsby-scripts-1.html`)
 * that Gatsby stitches into every page. The slice changes whenever the map does, since it carries
 * the compilation's hash as well, so Gatsby stitches the pages again. It also records the files the
 * compilation emitted (src/build/client-assets.ts), which the host split takes of public/.
 */
export class ChunkMapPlugin {
  constructor(private readonly root = process.cwd()) {}

  apply(compiler: ChunkMapCompiler): void {
    compiler.hooks.done.tapPromise(NAME, async ({ compilation }) => {
      const publicDir = join(this.root, "public");
      const map = JSON.stringify(chunkMap(compilation.chunkGroups));
      await writeFile(join(publicDir, "chunk-map.json"), map);
      const slice = join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html");
      const html = await readFile(slice, "utf8").catch(() => undefined);
      if (html !== undefined) await writeFile(slice, withChunkMapping(html, map, slice));
      await writeClientAssets(
        this.root,
        compilation.getAssets().map((asset) => asset.name),
      );
    });
  }
}
