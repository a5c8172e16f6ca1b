import { createHash } from "node:crypto";

/**
 * A published file's name with its content's hash (`consent-mode.js` → `consent-mode-<hash>.js`): the
 * caching policy keeps such names a year and the service worker serves them cache-first
 * (src/build/caching.ts), so changed content needs a new name. Build time only.
 */
export function hashedName(file: string, content: string | Uint8Array): string {
  const hash = createHash("sha256").update(content).digest("hex").slice(0, 20);
  return file.replace(/\.(js|css)$/, `-${hash}.$1`);
}
