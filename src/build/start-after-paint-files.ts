import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { startAfterFirstPaint } from "../shell/page-loading/start-after-paint";

/**
 * Every HTML page under `dir` (but those for which `skip`, given its path relative to `dir`, is true)
 * starts its scripts after the first paint (src/shell/page-loading/start-after-paint.ts). Returns how
 * many pages changed; a page already finished is left as it is.
 */
export function startScriptsAfterPaint(dir: string, preloads: readonly string[], skip: (rel: string) => boolean = () => false): number {
  let changed = 0;
  // Files only: a page at `/x.html` is a folder of that name.
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !entry.name.endsWith(".html") || skip(relative(dir, file).split(sep).join("/"))) continue;
    const html = readFileSync(file, "utf8");
    const finished = startAfterFirstPaint(html, preloads);
    if (finished === html) continue;
    writeFileSync(file, finished);
    changed += 1;
  }
  return changed;
}
