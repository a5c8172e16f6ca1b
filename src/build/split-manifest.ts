import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { digestOf, inputHashes } from "../content/build/input-files";

/**
 * What the split wrote for one file of a host tree: a digest of its source in public/ and of the
 * finish (text bundles, code, market configs), and, for a page or sitemap, the links it holds (so the
 * link check judges an unchanged page without reading it).
 */
export type SplitEntry = { key: string; links?: string[] };

/** A host tree's files (paths relative to it, with `/`) as the split made them. */
export type SplitManifest = Record<string, SplitEntry>;

/** Where the manifests live: beside the trees, never in one (a tree is served as it is). */
const manifestDir = (distDir: string): string => join(distDir, ".split");
const publishedOf = (distDir: string, host: string): string => join(manifestDir(distDir), `${host}.json`);
const stagedOf = (distDir: string, host: string): string => join(manifestDir(distDir), `${host}.staged.json`);

/** The manifest of the host's tree in place; empty when there is none (a first build, or one from before manifests). */
export const publishedManifest = (distDir: string, host: string): SplitManifest =>
  existsSync(join(distDir, host)) ? manifestAt(publishedOf(distDir, host)) : {};

/** The manifest of the host's staged tree; empty when there is none. */
export const stagedManifest = (distDir: string, host: string): SplitManifest => manifestAt(stagedOf(distDir, host));

function manifestAt(file: string): SplitManifest {
  if (!existsSync(file)) return {};
  try {
    const data: unknown = JSON.parse(readFileSync(file, "utf8"));
    return isManifest(data) ? data : {};
  } catch {
    return {};
  }
}

function isManifest(data: unknown): data is SplitManifest {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return false;
  return Object.values(data).every(
    (entry: unknown) =>
      entry !== null &&
      typeof entry === "object" &&
      "key" in entry &&
      typeof entry.key === "string" &&
      (!("links" in entry) || (Array.isArray(entry.links) && entry.links.every((l: unknown) => typeof l === "string"))),
  );
}

/** Writes a staged tree's manifest; it takes the published one's place only with the tree (publishManifest). */
export function stageManifest(distDir: string, host: string, manifest: SplitManifest): void {
  mkdirSync(manifestDir(distDir), { recursive: true });
  writeFileSync(stagedOf(distDir, host), JSON.stringify(manifest));
}

/** The staged manifest becomes the published one, right after its tree was swapped in. */
export function publishManifest(distDir: string, host: string): void {
  const staged = stagedOf(distDir, host);
  if (existsSync(staged)) renameSync(staged, publishedOf(distDir, host));
  else rmSync(publishedOf(distDir, host), { force: true });
}

/** Drops a staged manifest with its tree. */
export const discardManifest = (distDir: string, host: string): void => rmSync(stagedOf(distDir, host), { force: true });

/** The key of one source file under a finish digest. */
export const splitKey = (source: string, finishDigest: string): string =>
  createHash("sha1").update(finishDigest).update(source).digest("hex");

/**
 * Hard-links a file of the tree in place (and its twins) into the staged tree: an unchanged page
 * costs no rewrite and no compression. False when the tree in place lacks it.
 */
export function keepFile(current: string, stage: string, rel: string): boolean {
  const from = join(current, rel);
  if (!existsSync(from)) return false;
  mkdirSync(dirname(join(stage, rel)), { recursive: true });
  for (const twin of ["", ".br", ".gz"]) {
    if (!existsSync(`${from}${twin}`)) continue;
    // The host's own file wins over a shared one of the same name, as a file written anew does
    // (a root `_redirects` another build left in public/, say).
    const to = join(stage, `${rel}${twin}`);
    rmSync(to, { force: true });
    linkSync(`${from}${twin}`, to);
  }
  return true;
}

/**
 * What the finish of every page depends on beyond its own source: the text bundles (its messages),
 * the code and dependencies (how they are picked), the market configs (the language check's idea of
 * a host) and the built chunks (the scripts it starts). Content is left out: it reaches a page only
 * through that page's own source.
 */
export function splitFinishDigest(root: string): string {
  const stats = join(root, "public", "webpack.stats.json");
  return createHash("sha1")
    .update(digestOf(inputHashes(root), (path) => !path.startsWith("content/")))
    .update(existsSync(stats) ? readFileSync(stats) : "")
    .digest("hex");
}

/** What one host's split did, for build:all's report: written beside the manifests by the split process. */
export type SplitRun = { host: string; written: string[]; kept: number; removed: string[] };

const runOf = (distDir: string, host: string): string => join(manifestDir(distDir), `${host}.run.json`);

export function writeSplitRun(distDir: string, run: SplitRun): void {
  mkdirSync(manifestDir(distDir), { recursive: true });
  writeFileSync(runOf(distDir, run.host), JSON.stringify(run));
}

/** The split's account of a host in this run, or undefined when it made none (it failed). */
export function readSplitRun(distDir: string, host: string): SplitRun | undefined {
  const file = runOf(distDir, host);
  if (!existsSync(file)) return undefined;
  const data: unknown = JSON.parse(readFileSync(file, "utf8"));
  rmSync(file, { force: true });
  if (data === null || typeof data !== "object") return undefined;
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
  return {
    host,
    written: strings("written" in data ? data.written : []),
    kept: "kept" in data && typeof data.kept === "number" ? data.kept : 0,
    removed: strings("removed" in data ? data.removed : []),
  };
}
