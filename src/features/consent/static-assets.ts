import { createHash } from "node:crypto";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The consent files of static/ that every page's head names. */
const files = { script: "consent-mode.js", style: "consent.css" } as const;

/**
 * A static file's published name with its content's hash (`consent-mode-<hash>.js`). The service
 * worker keeps `.js` and `.css` cache-first and precaches the head's files by name, so a changed
 * file needs a new name; hosts cache such names as immutable. Build time only.
 */
function hashedName(file: string, root: string): string {
  const hash = createHash("sha256").update(readFileSync(join(root, "static", file))).digest("hex").slice(0, 20);
  return file.replace(/\.(js|css)$/, `-${hash}.$1`);
}

/** The head's addresses of the Consent Mode script and the banner's stylesheet. */
export function consentAssetUrls(root = process.cwd()): { script: string; style: string } {
  return { script: `/${hashedName(files.script, root)}`, style: `/${hashedName(files.style, root)}` };
}

/** Publishes the hashed copies into the build's output (Gatsby has copied static/ unhashed already). */
export function publishConsentAssets(publicDir: string, root = process.cwd()): void {
  for (const file of Object.values(files)) copyFileSync(join(root, "static", file), join(publicDir, hashedName(file, root)));
}

/**
 * The JS files of a named webpack chunk (public/webpack.stats.json, written before the pages are
 * rendered); none when the stats are missing.
 */
export function chunkFiles(chunkName: string, root = process.cwd()): string[] {
  const file = join(root, "public", "webpack.stats.json");
  if (!existsSync(file)) return [];
  const stats: unknown = JSON.parse(readFileSync(file, "utf8"));
  const groups = stats !== null && typeof stats === "object" ? Reflect.get(stats, "namedChunkGroups") : undefined;
  const group: unknown = groups !== null && typeof groups === "object" ? Reflect.get(groups, chunkName) : undefined;
  const assets: unknown = group !== null && typeof group === "object" ? Reflect.get(group, "assets") : undefined;
  if (!Array.isArray(assets)) return [];
  return assets
    .map((asset: unknown) => (asset !== null && typeof asset === "object" ? Reflect.get(asset, "name") : undefined))
    .filter((name): name is string => typeof name === "string" && name.endsWith(".js"))
    .map((name) => `/${name}`);
}
