/**
 * The old space build:all gives Gatsby's process. Capped, V8 collects sooner instead of growing, which
 * keeps a run of the real content under its 1 GiB budget (npm run bench reports its peak); but Gatsby
 * keeps every page's context in memory until the build ends (about 5.5 KB a help article, measured in
 * a heap snapshot of the 30,050-page run before its bundle step: 165 MB of 320 MB), so a run with
 * many more pages needs more: past PAGES_IN_BASE pages, PAGE_KIB for each page more.
 */
export const BASE_OLD_SPACE_MIB = 512;
export const PAGES_IN_BASE = 10_000;
export const PAGE_KIB = 8;

/** Gatsby's old space in MiB for a run that makes `pages` pages. */
export function oldSpaceMiB(pages: number): number {
  return BASE_OLD_SPACE_MIB + Math.ceil((Math.max(0, pages - PAGES_IN_BASE) * PAGE_KIB) / 1024);
}

/** NODE_OPTIONS for Gatsby's process: `given` with the old space for `pages`; a `given` that sets its own cap wins. */
export function gatsbyNodeOptions(given: string, pages: number): string {
  return given.includes("--max-old-space-size") ? given : `${given} --max-old-space-size=${oldSpaceMiB(pages)}`.trim();
}
