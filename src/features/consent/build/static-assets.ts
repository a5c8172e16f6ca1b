import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { hashedName } from "../../../config/build/hashed-name";

/** The consent files of static/ that every page's head names. */
const files = { script: "consent-mode.js", style: "consent.css" } as const;

/** A static file's published name, with its content's hash (the service worker precaches the head's files by name). */
const publishedName = (file: string, root: string): string => hashedName(file, readFileSync(join(root, "static", file)));

/** The head's addresses of the Consent Mode script and the banner's stylesheet. */
export function consentAssetUrls(root = process.cwd()): { script: string; style: string } {
  return { script: `/${publishedName(files.script, root)}`, style: `/${publishedName(files.style, root)}` };
}

/** Publishes the hashed copies into the build's output (Gatsby has copied static/ unhashed already). */
export function publishConsentAssets(publicDir: string, root = process.cwd()): void {
  for (const file of Object.values(files)) copyFileSync(join(root, "static", file), join(publicDir, publishedName(file, root)));
}
