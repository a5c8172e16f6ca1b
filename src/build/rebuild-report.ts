import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { BUILD_CACHE_DIR, isCode } from "../content/build/input-files";
import type { SplitRun } from "./split-manifest";

/** Why a build:all run rebuilt what it did: the inputs changed since the last run, and whether code or a dependency is among them. */
export type RebuildCause = { first: boolean; code: boolean; changed: string[] };

/** What one build:all run rebuilt and why (`dist/.split/last-build.json`), for the run's log and `npm run content:report`. */
export type RebuildReport = { cause: RebuildCause; hosts: SplitRun[] };

const INPUTS_FILE = join(BUILD_CACHE_DIR, "last-inputs.json");
export const REPORT_FILE = join("dist", ".split", "last-build.json");

/** The inputs that differ from those of the last run that went through (added, changed or gone). */
export function rebuildCause(root: string, hashes: ReadonlyMap<string, string>): RebuildCause {
  const file = join(root, INPUTS_FILE);
  const before = existsSync(file) ? new Map(Object.entries(readStrings(file))) : undefined;
  if (!before) return { first: true, code: true, changed: [] };
  const changed = [...new Set([...hashes.keys(), ...before.keys()])].filter((path) => hashes.get(path) !== before.get(path)).sort();
  return { first: false, code: changed.some(isCode), changed };
}

/** Stores a run's inputs for the next run's cause, once the run went through. */
export function rememberInputs(root: string, hashes: ReadonlyMap<string, string>): void {
  const file = join(root, INPUTS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(Object.fromEntries(hashes)));
}

function readStrings(file: string): Record<string, string> {
  const data: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (data === null || typeof data !== "object") return {};
  return Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** A page's path on its host from its file in the tree: `faq/index.html` → `/faq`, `index.html` → `/`. */
export const pagePathOf = (file: string): string =>
  `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`.replace(/(.)\/$/, "$1");

/** The lines build:all prints: why, then per host the pages it wrote anew (and gone), the rest kept as they were. */
export function rebuildLines({ cause, hosts }: RebuildReport, limit = 10): string[] {
  const why = cause.first
    ? "no earlier run to compare with: everything"
    : cause.changed.length === 0
      ? "no input changed"
      : `${cause.changed.length} input(s) changed${cause.code ? " (code or dependencies among them: webpack runs again, every page is rendered where its code changed)" : ""}: ${cause.changed.slice(0, limit).join(", ")}${cause.changed.length > limit ? ", …" : ""}`;
  const lines = [`build:all: rebuilt because ${why}`];
  for (const run of hosts) {
    // Gatsby writes an error page twice (`404.html` for the server, `404/index.html` for its router): one page.
    const pages = [...new Set(run.written.filter((f) => f.endsWith(".html")).map(pagePathOf))];
    const data = run.written.filter((f) => f.endsWith("page-data.json"));
    const gone = new Set(run.removed.filter((f) => f.endsWith(".html")).map(pagePathOf));
    const shown = pages.slice(0, limit).join(", ");
    lines.push(
      `build:all: ${run.host}: ${pages.length} page(s) and ${data.length} page data written anew, ${gone.size} gone, ${run.kept} file(s) kept` +
        (pages.length ? `: ${shown}${pages.length > limit ? ", …" : ""}` : ""),
    );
  }
  return lines;
}

export function writeRebuildReport(root: string, report: RebuildReport): void {
  const file = join(root, REPORT_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(report, null, 1));
}

/** The last build:all run's report, if one went as far as the split. */
export function readRebuildReport(root: string): RebuildReport | undefined {
  const file = join(root, REPORT_FILE);
  if (!existsSync(file)) return undefined;
  const data: unknown = JSON.parse(readFileSync(file, "utf8"));
  return isReport(data) ? data : undefined;
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === "string");

function isReport(data: unknown): data is RebuildReport {
  if (data === null || typeof data !== "object" || !("cause" in data) || !("hosts" in data)) return false;
  const { cause, hosts } = data;
  return (
    cause !== null &&
    typeof cause === "object" &&
    "changed" in cause &&
    isStrings(cause.changed) &&
    Array.isArray(hosts) &&
    hosts.every(
      (h: unknown) =>
        h !== null &&
        typeof h === "object" &&
        "host" in h &&
        typeof h.host === "string" &&
        "written" in h &&
        isStrings(h.written) &&
        "removed" in h &&
        isStrings(h.removed),
    )
  );
}

/**
 * The files of each host tree the last build:all wrote anew or removed, as Markdown: what a change
 * alters on the servers, file by file (compressed twins go with their file).
 */
export function rebuiltFilesMarkdown(report: RebuildReport): string {
  const lines = [`### Files the last build:all changed (${report.cause.changed.length} input(s) changed since the run before)`, ""];
  const changed = report.hosts.filter((h) => h.written.length + h.removed.length > 0);
  if (changed.length === 0) lines.push("_none: every host tree stayed as it was_");
  for (const { host, written, removed } of changed) {
    lines.push(`- ${host}: ${written.length} written, ${removed.length} removed`);
    for (const file of written) lines.push(`  - \`${file}\``);
    for (const file of removed) lines.push(`  - \`${file}\` (removed)`);
  }
  return [...lines, ""].join("\n");
}
