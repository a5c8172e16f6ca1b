import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";

/**
 * What a build reads besides node_modules and the web API: content, code, market configs, text
 * bundles, the static files, Gatsby's, Babel's and TypeScript's config, build:all's own scripts and
 * the lockfile (which stands for every dependency). Paths relative to the root, with `/`.
 */
export const INPUT_ROOTS = [
  "content",
  "src",
  "markets",
  "static",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  ".babelrc.js",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** Where the build's own caches live: inside Gatsby's, so `gatsby clean` and CI's cache of .cache take them too. */
export const BUILD_CACHE_DIR = join(".cache", "movanta");

/** Each input file's SHA-1, by path: what tells a warm build which inputs changed since the last one. */
export function inputHashes(root: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const top of INPUT_ROOTS) {
    const at = join(root, top);
    if (!existsSync(at)) continue;
    const files = top.includes(".")
      ? [top]
      : readdirSync(at, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
    for (const file of files.sort()) hashes.set(file.split(sep).join("/"), sha1(readFileSync(join(root, file))));
  }
  return hashes;
}

/** One digest of some inputs (those whose path `keep` accepts), for a cache key. */
export function digestOf(hashes: ReadonlyMap<string, string>, keep: (path: string) => boolean = () => true): string {
  const hash = createHash("sha1");
  for (const [path, digest] of hashes) if (keep(path)) hash.update(`${path}\0${digest}\n`);
  return hash.digest("hex");
}

/** Whether an input is code or a dependency, whose change rebuilds everything, rather than content, a market or a text bundle. */
export const isCode = (path: string): boolean =>
  !path.startsWith("content/") && !path.startsWith("markets/") && !path.startsWith("src/i18n/messages/");

export const sha1 = (data: string | Buffer): string => createHash("sha1").update(data).digest("hex");
