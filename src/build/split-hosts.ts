import { spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";
import { HOST_TREE_PREFIX } from "./build-target";
import { CONTENT_HASH_DIGITS, isImmutable } from "./caching";
import { readClientAssets } from "./client-assets";
import { COMPRESSIBLE, compressFile, isStaleTwin } from "./compress";
import { finishHtml, finishPageData, type PageFinish } from "./finish-pages";
import { linksOfHtml, linksOfSitemap } from "./link-check";
import {
  discardManifest,
  keepFile,
  publishManifest,
  publishedManifest,
  splitKey,
  stageManifest,
  type SplitManifest,
} from "./split-manifest";

/**
 * build:all renders every host's pages in one Gatsby run under `/_sites/<host>`; this step lays each
 * host out as its own static tree: its pages and its `_redirects` at the root, its page data under
 * /page-data, and the shared bundles and service worker beside them. Only a page's own path names
 * the host, in two places: the page data's `path` and the HTML's `window.pagePath`. The service
 * worker precaches only shared files (src/shell/page-loading/offline-options.ts); the split refuses
 * a tree whose sw.js or `_redirects` would still name a build path.
 */
export function splitHost(
  publicDir: string,
  distDir: string,
  host: string,
  shared: readonly string[] = sharedFiles(publicDir),
  finish?: PageFinish | SplitFinish,
): void {
  stageHost(publicDir, distDir, host, shared, finish);
  publishHost(distDir, host);
  removeRetired(distDir, { background: false });
}

/** Where a host's next tree waits until build:all has checked its links. */
export const stagingOf = (distDir: string, host: string): string => join(distDir, `.staging-${host}`);

/** What staging a host's tree did: the files it wrote anew (paths relative to the tree), the ones it kept from the tree in place, and the ones gone. */
export type StagedHost = { stage: string; written: string[]; kept: number; removed: string[] };

/**
 * How the split finishes pages (finish-pages.ts), made only when a page needs it, and the digest of what the finish depends on;
 * `overlay`, a folder laid out as public/ whose files the split takes instead of public/'s (build:all's refresh, src/build/refresh-plan.ts).
 */
export type SplitFinish = { finish: () => PageFinish; digest: string; overlay?: string };

/**
 * Lays a host's tree out in its staging folder (the split without the swap). With `finish`, a page
 * or page data whose source and finish are those of the tree in place (its manifest says so) is
 * hard-linked from that tree, twins and all, instead of rewritten and compressed again.
 */
export function stageHost(
  publicDir: string,
  distDir: string,
  host: string,
  shared: readonly string[] = sharedFiles(publicDir),
  finish?: PageFinish | SplitFinish,
): StagedHost {
  const prefix = `${HOST_TREE_PREFIX}/${host}`;
  const stage = stagingOf(distDir, host);
  rmSync(stage, { recursive: true, force: true });
  discardManifest(distDir, host);
  linkShared(publicDir, shared, stage);
  const split = finish === undefined || "digest" in finish ? finish : { finish: () => finish, digest: "" };
  // Only a finish with its digest can tell a kept file's finish from this run's.
  const previous = finish !== undefined && "digest" in finish ? publishedManifest(distDir, host) : {};
  const overlay = finish !== undefined && "digest" in finish ? finish.overlay : undefined;
  const manifest: SplitManifest = {};
  const written: string[] = [];
  let kept = 0;
  let made: PageFinish | undefined;
  const finishOf = (): PageFinish | undefined => (split ? (made ??= split.finish()) : undefined);
  const place = (rel: string): string => (rel === "page-data/page-data.json" ? "page-data/index/page-data.json" : rel);
  const lay = (from: string, under: string, rewrite: (text: string) => string): void => {
    for (const file of walk(from)) {
      // The twins of the prefixed file would carry the old paths; new ones follow the rewrite.
      if (/\.(br|gz)$/.test(file)) continue;
      const rel = place(join(under, relative(from, file)).split(sep).join("/"));
      const instead = overlay === undefined ? undefined : join(overlay, relative(publicDir, file));
      const text = readFileSync(instead !== undefined && existsSync(instead) ? instead : file, "utf8");
      const key = splitKey(text, split?.digest ?? "");
      const before = previous[rel];
      if (before?.key === key && keepFile(join(distDir, host), stage, rel)) {
        manifest[rel] = before;
        kept += 1;
        continue;
      }
      const target = join(stage, rel);
      mkdirSync(dirname(target), { recursive: true });
      const out = /\.(html|json)$/.test(file) ? rewrite(text) : text;
      writeFileSync(target, out);
      if (COMPRESSIBLE.test(target)) compressFile(target);
      manifest[rel] = { key, ...linksEntry(rel, out) };
      written.push(rel);
    }
  };
  lay(join(publicDir, prefix), "", (html) => rewriteHtml(html, prefix, finishOf()));
  lay(join(publicDir, "page-data", prefix), "page-data", (json) => rewritePageData(json, prefix, finishOf()));
  const leak = findLeak(stage, prefix, [...shared, ...written]);
  if (leak) throw new Error(`${leak} still names ${prefix} after the split`);
  stageManifest(distDir, host, manifest);
  const removed = Object.keys(previous).filter((rel) => !(rel in manifest));
  return { stage, written, kept, removed };
}

/** A page's or sitemap's links, kept in the manifest for the link check of later runs. */
function linksEntry(rel: string, text: string): { links?: string[] } {
  if (rel.endsWith(".html")) return { links: linksOfHtml(text) };
  if (/(^|\/)sitemap.*\.xml$/.test(rel)) return { links: linksOfSitemap(text) };
  return {};
}

/** Puts a host's staged tree in place of its current one. */
export function publishHost(distDir: string, host: string): void {
  swapIn(stagingOf(distDir, host), join(distDir, host));
  publishManifest(distDir, host);
}

/** Drops a host's staged tree, so its current one stays. */
export function discardStaged(distDir: string, host: string): void {
  rmSync(stagingOf(distDir, host), { recursive: true, force: true });
  discardManifest(distDir, host);
}

/** The unprefixed path of a page: `/_sites/h` → `/`, `/_sites/h/x` → `/x`. */
export function unprefix(path: string, prefix: string): string {
  if (!path.startsWith(prefix)) return path;
  return path.slice(prefix.length) || "/";
}

/** Rewrites the page's own path where Gatsby inlines it in the HTML, and finishes the page when given how (finish-pages.ts). */
export function rewriteHtml(html: string, prefix: string, finish?: PageFinish): string {
  const rewritten = html.replace(/window\.pagePath="([^"]*)"/g, (_all, path: string) => `window.pagePath="${unprefix(path, prefix)}"`);
  return finish ? finishHtml(rewritten, finish) : rewritten;
}

/** Rewrites the `path` of one page-data.json, and finishes it when given how (its messages: finish-pages.ts). */
export function rewritePageData(json: string, prefix: string, finish?: PageFinish): string {
  const data: unknown = JSON.parse(json);
  if (data === null || typeof data !== "object" || !("path" in data) || typeof data.path !== "string") {
    throw new Error("page-data.json without a path");
  }
  const rewritten = { ...data, path: unprefix(data.path, prefix) };
  return JSON.stringify(finish ? finishPageData(rewritten, finish) : rewritten);
}

/**
 * What every host tree gets of public/ (paths relative to it): the files at its root and in the
 * site-wide folders, but not the host trees, the source maps, a compressed twin whose file is gone,
 * or a webpack bundle (or its licence file) that the compilation behind this run's pages did not
 * emit. Gatsby never removes a file from public/, so without those limits every tree would carry
 * every earlier build's scripts and, after a one-market build, that market's pages' files (its help
 * search indexes, in folders named like its pages). Without a record of the compilation (`assets`,
 * src/build/client-assets.ts) every script stays. Listed once for all hosts: walking public/ means
 * walking every host's pages too.
 */
export function sharedFiles(publicDir: string, assets = readClientAssets(dirname(publicDir))): string[] {
  return walk(publicDir)
    .filter((file) => !file.endsWith(".map") && !isStaleTwin(file))
    .map((file) => relative(publicDir, file).split(sep).join("/"))
    .filter((rel) => isSiteWide(rel) && (assets === undefined || !isOtherBuildsScript(rel, assets)));
}

/** The folders of public/ that hold the whole site's files; any other folder is a page's (build:all puts pages under /_sites). */
const SITE_WIDE_FOLDER = /^(?:_gatsby|page-data|static|offline-plugin-app-shell-fallback|~partytown|workbox-v[\d.]+)$/;

const isSiteWide = (rel: string): boolean => {
  const [top, ...rest] = rel.split("/");
  if (rest.length === 0) return true;
  return SITE_WIDE_FOLDER.test(top ?? "") && !(top === "page-data" && rest[0] === HOST_TREE_PREFIX.slice(1));
};

/**
 * A script or style named as webpack names them (`<id or name>-<hash>.js`, src/gatsby/webpack.ts), at
 * public/'s root. Other content-hashed files (the unsupported-browser notice's, hashed-name.ts) have
 * longer hashes and are not the compilation's.
 */
const WEBPACK_BUNDLE = new RegExp(`^[\\w~-]+-[0-9a-f]{${CONTENT_HASH_DIGITS}}\\.(js|css)$`);

/** A webpack bundle, or its licence file or twin, that the recorded compilation did not emit. */
function isOtherBuildsScript(rel: string, assets: ReadonlySet<string>): boolean {
  const file = rel.replace(/\.(br|gz)$/, "");
  return WEBPACK_BUNDLE.test(file.replace(/\.LICENSE\.txt$/, "")) && !assets.has(file);
}

/**
 * The shared files into one host's tree. Content-hashed files are hard-linked, which keeps 50 trees
 * cheap; the rest (app-data.json, chunk-map.json…) is copied, because the next build rewrites those
 * in place and a shared inode would change every tree with it.
 */
function linkShared(publicDir: string, shared: readonly string[], stage: string): void {
  const made = new Set<string>();
  for (const rel of shared) {
    const file = join(publicDir, rel);
    const to = join(stage, rel);
    const dir = dirname(to);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    if (!isContentHashed(rel)) {
      copyFileSync(file, to);
      continue;
    }
    try {
      linkSync(file, to);
    } catch {
      copyFileSync(file, to);
    }
  }
}

/**
 * Files the split hard-links: the ones the caching policy calls immutable (named after their content,
 * so no build rewrites them in place; their `.br` and `.gz` twins with them), and Gatsby's static
 * query results (page-data/sq/d/<hash of the query>.json), which caches revalidate.
 */
export const isContentHashed = (rel: string): boolean => {
  const path = rel
    .split(sep)
    .join("/")
    .replace(/\.(br|gz)$/, "");
  return isImmutable(path) || /^page-data\/sq\/d\/\d+\.json$/.test(path);
};

/**
 * A file that still names a build path: the page HTML and data of this host, and the two files that
 * list URLs for the whole tree, the service worker's precache list and the redirects.
 */
function findLeak(stage: string, prefix: string, laid: readonly string[]): string | undefined {
  const urlLists = new Set([join(stage, "sw.js"), join(stage, "_redirects")]);
  // The precache list writes URLs without their leading slash: `"_sites/<host>/…"`.
  const buildPath = new RegExp(`(^|[\\s"'/])${HOST_TREE_PREFIX.slice(1)}/`, "m");
  // A page kept from the tree in place was checked when it was written.
  const candidates = [...urlLists, ...laid.map((rel) => join(stage, rel))].filter((f) => existsSync(f));
  return candidates.find((f) => {
    if (urlLists.has(f)) return buildPath.test(readFileSync(f, "utf8"));
    return /\.(html|json)$/.test(f) && !f.includes(join(stage, "page-data", "sq")) && readFileSync(f, "utf8").includes(`"${prefix}`);
  });
}

/** Where replaced host trees wait for their removal: a dot folder, which no listing of hosts reads. */
export const RETIRED_DIR = ".retired";

/**
 * Replaces the host's tree in one rename, so a reader never sees half of it. The replaced tree moves
 * aside (a rename too) for removeRetired: deleting every file of 49 trees one by one took 9 s of a
 * one-page rebuild.
 */
function swapIn(stage: string, target: string): void {
  if (existsSync(target)) {
    const retired = join(dirname(target), RETIRED_DIR);
    mkdirSync(retired, { recursive: true });
    // rename(2) replaces an empty folder: the unique one mkdtemp made.
    renameSync(target, mkdtempSync(join(retired, `${basename(target)}-`)));
  }
  renameSync(stage, target);
}

/**
 * Removes the trees swapIn replaced: in a process of its own that outlives the build when `background`
 * (the run's result does not wait for the deletion of files nothing serves), else before it returns.
 * A folder of a removal that did not finish is removed by the next call.
 */
export function removeRetired(distDir: string, { background }: { background: boolean }): void {
  const retired = join(distDir, RETIRED_DIR);
  if (existsSync(retired)) renameSync(retired, mkdtempSync(join(distDir, `${RETIRED_DIR}-`)));
  const leaving = readdirSync(distDir)
    .filter((name) => name.startsWith(`${RETIRED_DIR}-`))
    .map((name) => join(distDir, name));
  if (leaving.length === 0) return;
  if (!background) return leaving.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  const remove = "for (const dir of process.argv.slice(1)) require('node:fs').rmSync(dir, { recursive: true, force: true })";
  spawn(process.execPath, ["-e", remove, ...leaving], { detached: true, stdio: "ignore" }).unref();
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
