import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import { readBundles, type Bundles } from "../text-bundles";
import { BUILD_CACHE_DIR, digestOf, inputHashes } from "./input-files";

/**
 * readBundles, answered from `.cache/movanta/bundles/` while no text bundle and no code changed (by
 * content hash): a change of content or of a market config reads none of them again. The project
 * check, the page finish of onPostBuild and each split process read them; parsing and checking every
 * message of 27 locales is seconds each time.
 */
export function cachedBundles(root: string): Bundles {
  const key = digestOf(inputHashes(root), (path) => !path.startsWith("content/") && !path.startsWith("markets/"));
  const dir = join(root, BUILD_CACHE_DIR, "bundles");
  const file = join(dir, `${key}.bin`);
  if (existsSync(file)) {
    try {
      return deserialize(readFileSync(file)) as Bundles;
    } catch {
      // A cut-off file: read the bundles again below.
    }
  }
  const bundles = readBundles(root);
  mkdirSync(dir, { recursive: true });
  // Only the newest answer can be right.
  for (const old of readdirSync(dir)) rmSync(join(dir, old), { force: true });
  writeFileSync(file, serialize(bundles));
  return bundles;
}
