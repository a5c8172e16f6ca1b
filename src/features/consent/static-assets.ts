import { createHash } from "node:crypto";
import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The consent files of static/ that every page's head names. */
const files = { script: "consent-mode.js", style: "consent.css" } as const;

/**
 * A static file's published name with its content's hash (`consent-mode-<hash>.js`). The service
 * worker keeps `.js` and `.css` cache-first and precaches the head's files by name, so a changed
 * file needs a new name; hosts cache such names as immutable. Build time only.
 */
function hashedName(file: string, root: string): string {
  const hash = createHash("sha256")
    .update(readFileSync(join(root, "static", file)))
    .digest("hex")
    .slice(0, 20);
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
