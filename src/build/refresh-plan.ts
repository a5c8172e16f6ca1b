import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { BUILD_CACHE_DIR } from "../content/build/input-files";
import { buildKey, type BuildInputs } from "./build-key";

/**
 * build:all's refresh: when only files under content/ changed since the last Gatsby run that went
 * through, the pages whose data changed are rendered with that run's HTML renderer
 * (src/gatsby/refresh-pages.ts) into an overlay of public/ which the split prefers; public/ itself
 * stays what Gatsby made, so Gatsby's next run starts from what it knows.
 */
export const REFRESH_DIR = join(BUILD_CACHE_DIR, "refresh");

/** The overlay's public/: the refreshed pages' HTML and page data, and any host tree file that changed with them. */
export const overlayOf = (root: string): string => join(root, REFRESH_DIR, "public");

const RUN_FILE = join(BUILD_CACHE_DIR, "last-gatsby-run.json");

/** A content file: the one kind of input a refresh may follow. */
export const isContent = (path: string): boolean => path.startsWith("content/");

/** What the last Gatsby run that went through was made of: the key of all but content, and each content file's hash. */
type GatsbyRun = { frame: string; inputs: Record<string, string> };

/** Whether the run can be a refresh (the content files changed since Gatsby's run), or why not. */
export type RefreshPlan = { refresh: true; changed: string[] } | { refresh: false; reason: string };

/** The key of everything but content: inputs other than content/, API answers, markets, environment, season, publishing dates. */
const frameKey = (build: BuildInputs): string => buildKey(build, (path) => !isContent(path));

/** Whether a run with these inputs may be a refresh of the last Gatsby run, and which content files it follows. */
export function refreshPlan(build: BuildInputs): RefreshPlan {
  const run = lastGatsbyRun(build.root);
  if (!run) return { refresh: false, reason: "no Gatsby run to refresh from" };
  const before = new Map(Object.entries(run.inputs));
  const all = [...new Set([...build.inputs.keys(), ...before.keys()])].sort();
  const changed = all.filter((path) => build.inputs.get(path) !== before.get(path));
  const other = changed.filter((path) => !isContent(path));
  const list = (paths: readonly string[]): string => `${paths.slice(0, 5).join(", ")}${paths.length > 5 ? ", …" : ""}`;
  if (other.length > 0) return { refresh: false, reason: `inputs other than content changed: ${list(other)}` };
  if (frameKey(build) !== run.frame) {
    return {
      refresh: false,
      reason: "the web API's answers, the markets built, the environment, the season or a publishing date's side changed",
    };
  }
  const addedOrGone = changed.filter((path) => !build.inputs.has(path) || !before.has(path));
  if (addedOrGone.length > 0) return { refresh: false, reason: `content files added or removed: ${list(addedOrGone)}` };
  return { refresh: true, changed };
}

/** Stores what a Gatsby run that went through was made of. */
export function rememberGatsbyRun(build: BuildInputs): void {
  const file = join(build.root, RUN_FILE);
  mkdirSync(dirname(file), { recursive: true });
  const run: GatsbyRun = { frame: frameKey(build), inputs: Object.fromEntries(build.inputs) };
  writeFileSync(file, JSON.stringify(run));
}

/** Before a Gatsby run: no refresh follows a run that did not go through, and Gatsby's pages replace the overlay's. */
export function forgetGatsbyRun(root: string): void {
  rmSync(join(root, RUN_FILE), { force: true });
  rmSync(join(root, REFRESH_DIR), { recursive: true, force: true });
}

function lastGatsbyRun(root: string): GatsbyRun | undefined {
  const file = join(root, RUN_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const data: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (data === null || typeof data !== "object" || !("frame" in data) || !("inputs" in data)) return undefined;
    const { frame, inputs } = data;
    if (typeof frame !== "string" || inputs === null || typeof inputs !== "object") return undefined;
    const entries = Object.entries(inputs).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    return { frame, inputs: Object.fromEntries(entries) };
  } catch {
    return undefined;
  }
}
