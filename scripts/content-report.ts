/**
 * `npm run content:report -- --since <ref>`: Markdown for a pull request: the markets and hosts the
 * change since <ref> reaches, each changed page's URL on each host, content:check's problems in the
 * changed files, message keys newly missing and links that would break (src/build/change-report.ts).
 * The change is the working tree against the common ancestor with <ref>, so uncommitted edits count.
 * After a `npm run build:all` of the change, it also lists the exact files of each host tree that
 * build altered (rebuiltFilesSection).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { markets } from "../markets/index";
import { changeReport, reportMarkdown } from "../src/build/change-report";
import { checkProject } from "../src/content/check";
import { readRebuildReport, rebuiltFilesMarkdown } from "../src/build/rebuild-report";

const at = process.argv.indexOf("--since");
const since = at === -1 ? undefined : process.argv[at + 1];
if (!since) {
  console.error("usage: npm run content:report -- --since <git ref>");
  process.exit(2);
}
const git = (...args: string[]): string => execFileSync("git", args, { encoding: "utf8" });
let base: string;
try {
  base = git("merge-base", since, "HEAD").trim();
} catch {
  console.error(`content:report: ${since} is no commit of this repository`);
  process.exit(2);
}
const lines = (text: string): string[] => text.split("\n").filter(Boolean);
const files = [
  ...new Set([...lines(git("diff", "--name-only", base)), ...lines(git("ls-files", "--others", "--exclude-standard"))]),
].sort();

// The tree the change starts from: its content and text bundles, checked with today's market config.
const before = mkdtempSync(join(tmpdir(), "content-report-"));
try {
  execFileSync("sh", ["-c", `git archive ${base} content src/i18n/messages | tar -x -C "${before}"`]);
  const report = changeReport(files, markets, checkProject(process.cwd(), markets), checkProject(before, markets));
  console.log(reportMarkdown(report));
  console.log(rebuiltFilesSection(process.cwd()));
} finally {
  rmSync(before, { recursive: true, force: true });
}

/** The files the last build:all wrote or removed per host tree (src/build/rebuild-report.ts), or how to get them. */
function rebuiltFilesSection(root: string): string {
  const report = readRebuildReport(root);
  if (report) return rebuiltFilesMarkdown(report);
  return "### Files the last build:all changed\n\n_no build:all report in dist/: run npm run build:all to list them_\n";
}
