import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Gatsby's map of the production bundle's named chunks to their scripts (`public/chunk-map.json`,
 * written from webpack's stats). A lazy chunk's script is named by its chunk id, not its name
 * (src/gatsby/webpack.ts): a test reads here which file a chunk is. The ids are webpack's
 * deterministic ones, the same in every host tree of the same code.
 */
function chunkMap(): Record<string, string[]> {
  const map: unknown = JSON.parse(readFileSync(join(process.cwd(), "public", "chunk-map.json"), "utf8"));
  if (map === null || typeof map !== "object") throw new Error("public/chunk-map.json is not an object");
  return map as Record<string, string[]>;
}

/** The address pattern of a named chunk's script, in any host tree: `/<id>-<content hash>.js` at the end. */
export function chunkScript(name: string): RegExp {
  const file = chunkMap()[name]?.find((f) => f.endsWith(".js"));
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
  const stats: unknown = JSON.parse(readFileSync(join(process.cwd(), "public", "webpack.stats.json"), "utf8"));
  const byName = stats !== null && typeof stats === "object" ? Reflect.get(stats, "assetsByChunkName") : undefined;
  const files: unknown = byName !== null && typeof byName === "object" ? Reflect.get(byName, name) : undefined;
  if (!Array.isArray(files) || files.length === 0)
    throw new Error(`public/webpack.stats.json lists no scripts for the chunk group "${name}"`);
  return files.filter((file): file is string => typeof file === "string" && file.endsWith(".js")).map((file) => `/${file}`);
}
