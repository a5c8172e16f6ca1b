import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { overlayOf, REFRESH_DIR } from "../build/refresh-plan";
import { buildTarget, HOST_TREE_PREFIX, type BuildEnv } from "../build/build-target";
import { builtPagesText, framesOf } from "./built-pages";
import { hostTreeFiles } from "./on-post-build";
import { makeSitePages, type NewPage } from "./site-pages";

/** What a refresh did: the pages rendered anew and the host tree files written anew (paths relative to public/), or why it cannot. */
export type Refreshed = { pages: string[]; files: string[] } | { fallback: string };

/** The keys Gatsby's query runner drops from a page's context before it stores it as the page's `pageContext` (gatsby/dist/query/query-runner.js). */
const GATSBY_KEYS = [
  "path",
  "internalComponentName",
  "component",
  "componentChunkName",
  "updatedAt",
  "pluginCreator___NODE",
  "pluginCreatorId",
  "componentPath",
  "context",
  "isCreatedByStatefulCreatePages",
  "matchPath",
  "mode",
  "slices",
];

/** What Gatsby's page data keeps of the page's template: the chunk, the static queries and the slices (all fixed by the code). */
type Frame = { componentChunkName: string; staticQueryHashes: unknown; slicesMap?: unknown };

/**
 * A page's page-data.json as Gatsby writes it (constructPageDataString in
 * gatsby/dist/utils/page-data-helpers.js, for a page without a query or manifest), its
 * template's part taken from the page data Gatsby wrote for the page in its last run.
 */
export function pageDataText(page: NewPage, frame: Frame): string {
  const pageContext: Record<string, unknown> = { ...page.context };
  for (const key of GATSBY_KEYS) Reflect.deleteProperty(pageContext, key);
  return (
    `{"componentChunkName":"${frame.componentChunkName}","path":${JSON.stringify(page.path)},` +
    `"result":${JSON.stringify({ pageContext })},"staticQueryHashes":${JSON.stringify(frame.staticQueryHashes)}` +
    `${frame.slicesMap === undefined ? "" : `,"slicesMap":${JSON.stringify(frame.slicesMap)}`}` +
    `${page.matchPath ? `,"matchPath":"${page.matchPath}"` : ""}}`
  );
}

/** A page's HTML file as Gatsby names it (generateHtmlPath in gatsby-core-utils). */
const htmlFile = (publicDir: string, path: string): string =>
  join(publicDir, /\.html$/.test(path) ? path : join(path === "/" ? "" : path, "index.html"));

/** The slices stitched into some pages' HTML, by id: what Gatsby put between its slice marks. */
export function slicesOf(files: readonly string[]): Map<string, string> {
  const slices = new Map<string, string>();
  for (const file of files.filter((f) => existsSync(f))) {
    for (const [, id, html] of readFileSync(file, "utf8").matchAll(
      /<!-- slice-start id="([^"]+)" -->([\s\S]*?)<!-- slice-end id="\1" -->/g,
    )) {
      if (id !== undefined && html !== undefined) slices.set(id, html);
    }
  }
  return slices;
}

const pageDataFile = (publicDir: string, path: string): string =>
  join(publicDir, "page-data", path === "/" ? "index" : path, "page-data.json");

function frameOf(text: string): Frame | undefined {
  const data: unknown = JSON.parse(text);
  if (data === null || typeof data !== "object" || !("componentChunkName" in data) || !("staticQueryHashes" in data)) return undefined;
  const { componentChunkName, staticQueryHashes } = data;
  const slicesMap: unknown = "slicesMap" in data ? data.slicesMap : undefined;
  return typeof componentChunkName === "string" ? { componentChunkName, staticQueryHashes, slicesMap } : undefined;
}

/**
 * Lays out `overlay` as the renderer's public/ for some pages (their page data by path): public/'s
 * files linked, but for the host trees and the slices, which are the ones Gatsby stitched into the
 * pages' last HTML (onPostBuild has finished public/'s copies since).
 */
export function layOverlay(publicDir: string, overlay: string, pageData: ReadonlyMap<string, string>): void {
  const hostTrees = HOST_TREE_PREFIX.slice(1);
  mkdirSync(join(overlay, "page-data"), { recursive: true });
  // The renderer reads the build's stats, styles and static queries from public/: the same files.
  for (const entry of readdirSync(publicDir)) {
    if (!["page-data", "_gatsby", hostTrees].includes(entry)) symlinkSync(join(publicDir, entry), join(overlay, entry));
  }
  for (const entry of readdirSync(join(publicDir, "page-data"))) {
    if (entry !== hostTrees) symlinkSync(join(publicDir, "page-data", entry), join(overlay, "page-data", entry));
  }
  for (const [id, html] of slicesOf([...pageData.keys()].map((path) => htmlFile(publicDir, path)))) {
    mkdirSync(join(overlay, "_gatsby", "slices"), { recursive: true });
    writeFileSync(join(overlay, "_gatsby", "slices", `${id}.html`), html);
  }
  for (const [path, text] of pageData) {
    const file = pageDataFile(overlay, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/**
 * build:all's refresh after a change of content only (src/build/refresh-plan.ts): the pages of
 * Gatsby's last run made again with createPages' own code (makeSitePages); if they are the same pages,
 * those whose page data differs from what Gatsby wrote get their page data and HTML (Gatsby's
 * renderer of that run, scripts/render-pages.ts) in the overlay, and so does any host tree file of
 * onPostBuild's that differs. Anything else is a fallback to the full Gatsby run, with its reason.
 */
export async function refreshPages(root: string, env: BuildEnv): Promise<Refreshed> {
  const target = buildTarget(env);
  if ("error" in target) return { fallback: target.error };
  if (!target.perHost) return { fallback: "a refresh renders host trees only" };
  const made = await makeSitePages({ withMessages: false, env });
  if ("failure" in made) return { fallback: `createPages would fail: ${made.failure.lines[0] ?? made.failure.message}` };
  if (JSON.stringify(framesOf(made.pages)) !== builtPagesText(root)) return { fallback: "the pages, their paths or templates changed" };
  const publicDir = join(root, "public");
  const changed = new Map<string, string>();
  for (const page of made.pages) {
    const file = pageDataFile(publicDir, page.path);
    if (!existsSync(file)) return { fallback: `Gatsby's page data of ${page.path} is missing` };
    const before = readFileSync(file, "utf8");
    const frame = frameOf(before);
    if (!frame) return { fallback: `Gatsby's page data of ${page.path} has no template` };
    const text = pageDataText(page, frame);
    if (text !== before) changed.set(page.path, text);
  }
  // A page data this code cannot write as Gatsby did would differ on every page.
  if (changed.size > 0 && changed.size === made.pages.length) return { fallback: "no page's data came out as Gatsby wrote it" };
  const overlay = overlayOf(root);
  rmSync(join(root, REFRESH_DIR), { recursive: true, force: true });
  layOverlay(publicDir, overlay, changed);
  const pages = [...changed.keys()];
  if (pages.length > 0) {
    const render = spawnSync(
      process.execPath,
      [...process.execArgv, join(root, "scripts", "render-pages.ts"), join(root, REFRESH_DIR), ...pages],
      {
        stdio: ["ignore", "pipe", "inherit"],
        encoding: "utf8",
        env,
      },
    );
    if (render.status !== 0) return { fallback: `rendering the changed pages failed (code ${render.status ?? render.signal})` };
  }
  const files: string[] = [];
  for (const [rel, text] of hostTreeFiles(root, target)) {
    const inPublic = join(publicDir, rel);
    if (existsSync(inPublic) && readFileSync(inPublic, "utf8") === text) continue;
    mkdirSync(dirname(join(overlay, rel)), { recursive: true });
    writeFileSync(join(overlay, rel), text);
    files.push(rel);
  }
  return { pages, files };
}
