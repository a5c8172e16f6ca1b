import { join } from "node:path";
import { chunkGroups, readChunkMap } from "../../src/build/chunk-groups";

/**
 * A lazy chunk's script is named by its chunk id, not its name (src/gatsby/webpack.ts): a test reads
 * which file a chunk is from the default market's build (`public/chunk-map.json`, webpack's stats).
 * The ids are webpack's deterministic ones, the same in every host tree of the same code.
 */
const publicDir = join(process.cwd(), "public");
let map: Record<string, string[]> | undefined;
/** The chunk map, read once per test process (the build does not change during a run). */
const chunkMap = (): Record<string, string[]> => (map ??= readChunkMap(publicDir));

/** The address pattern of a named chunk's script, in any host tree: `/<id>-<content hash>.js` at the end. */
export function chunkScript(name: string): RegExp {
  const file = chunkMap()[name]?.[0];
  const id = file ? /^\/(\d+)-[0-9a-f]+\.js$/.exec(file)?.[1] : undefined;
  if (!id) throw new Error(`public/chunk-map.json has no script named by id for the chunk "${name}" (${String(file)})`);
  return new RegExp(`/${id}-[0-9a-f]+\\.js$`);
}

/** A script's path with its chunk's name beside it where the chunk map knows its id, for a readable message. */
export function withChunkName(path: string): string {
  const id = /^\/(\d+)-[0-9a-f]+\.js$/.exec(path)?.[1];
  const name = id && Object.entries(chunkMap()).find(([, files]) => files.some((file) => file.startsWith(`/${id}-`)))?.[0];
  return name ? `${path} (${name})` : path;
}

/**
 * The scripts of a named chunk group of the default market's build (`public/`), as paths: the chunks
 * the group loads together (a template's own chunk and `commons`), from webpack's stats.
 */
export function chunkGroupScripts(name: string): string[] {
  const files = chunkGroups(publicDir)(name);
  if (files.length === 0) throw new Error(`public/webpack.stats.json lists no scripts for the chunk group "${name}"`);
  return files;
}
