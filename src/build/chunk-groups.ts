import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const field = (value: unknown, key: string): unknown => (value !== null && typeof value === "object" ? Reflect.get(value, key) : undefined);

/**
 * The JS files (as site paths) of each named webpack chunk group, from `<publicDir>/webpack.stats.json`,
 * which Gatsby writes before it renders the pages: a chunk and the split chunks it needs. The stats are
 * read once per call; a missing file or group gives no files.
 */
export function chunkGroups(publicDir: string): (chunkName: string) => string[] {
  const file = join(publicDir, "webpack.stats.json");
  const groups = existsSync(file) ? field(JSON.parse(readFileSync(file, "utf8")), "namedChunkGroups") : undefined;
  return (chunkName) => {
    const assets = field(field(groups, chunkName), "assets");
    if (!Array.isArray(assets)) return [];
    return assets
      .map((asset: unknown) => field(asset, "name"))
      .filter((name): name is string => typeof name === "string" && name.endsWith(".js"))
      .map((name) => `/${name}`);
  };
}

/**
 * Each named chunk's own JS files (as site paths), without the split chunks its group needs, from
 * `<publicDir>/chunk-map.json` (src/gatsby/chunk-map.ts): a lazy chunk's file is named by its id, so
 * its name does not tell it. A missing file gives an empty map.
 */
export function readChunkMap(publicDir: string): Record<string, string[]> {
  const file = join(publicDir, "chunk-map.json");
  const map: unknown = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  if (map === null || typeof map !== "object") return {};
  return Object.fromEntries(
    Object.entries(map).map(([name, files]: [string, unknown]) => [
      name,
      Array.isArray(files) ? files.filter((f): f is string => typeof f === "string" && f.endsWith(".js")) : [],
    ]),
  );
}

/** A named chunk's own JS files (readChunkMap's, read once per call); none for a chunk the build did not make. */
export function ownChunkFiles(publicDir: string): (chunkName: string) => string[] {
  const map = readChunkMap(publicDir);
  return (chunkName) => map[chunkName] ?? [];
}
