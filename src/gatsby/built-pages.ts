import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { BUILD_CACHE_DIR } from "../content/build/input-files";

/** A page as createPages gave it to Gatsby, without its context: what decides its files and its code. */
export type PageFrame = { path: string; component: string; matchPath?: string };

const PAGES_FILE = join(BUILD_CACHE_DIR, "gatsby-pages.json");

/** The frames of some pages, in a stable order. */
export const framesOf = (pages: readonly PageFrame[]): PageFrame[] =>
  pages
    .map(({ path, component, matchPath }) => ({ path, component, ...(matchPath === undefined ? {} : { matchPath }) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

/** Stores the pages a build's createPages made (build:all's refresh renders only when the set stays the same). */
export function rememberBuiltPages(root: string, pages: readonly PageFrame[]): void {
  const file = join(root, PAGES_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(framesOf(pages)));
}

/** The pages the last build's createPages made, as JSON (compared as text), or undefined. */
export const builtPagesText = (root: string): string | undefined => {
  const file = join(root, PAGES_FILE);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
};
