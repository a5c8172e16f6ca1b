/**
 * `npm run content:report -- --since <ref>`: Markdown for a pull request: the markets and hosts the
 * change since <ref> reaches, each changed page's URL on each host, content:check's problems in the
 * changed files, message keys newly missing, links that would break (src/build/change-report.ts) and
 * the changed files' translations that are outdated or missing (src/content/build/translation-status.ts);
 * then what goes live or ends in the next 7 days across the project (src/build/schedule-report.ts).
 * The change is the working tree against the common ancestor with <ref>, so uncommitted edits count.
 * After a `npm run build:all` of the change, it also lists the exact files of each host tree that
 * build altered (rebuiltFilesSection). With --screenshots, also pictures of the changed pages before
 * and after (scripts/change-screenshots.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { markets } from "../markets/index";
import { changeScreenshots } from "./change-screenshots";
import { changeReport, reportMarkdown, type ChangeReport } from "../src/build/change-report";
import { scheduledChanges, scheduleMarkdown } from "../src/build/schedule-report";
import { checkProject } from "../src/content/check";
import { translationSection } from "../src/content/build/translation-markdown";
import { translationStatus } from "../src/content/build/translation-status";
import { readRebuildReport, rebuiltFilesMarkdown } from "../src/build/rebuild-report";

const at = process.argv.indexOf("--since");
const since = at === -1 ? undefined : process.argv[at + 1];
if (!since) {
  console.error("usage: npm run content:report -- [--screenshots] --since <git ref>");
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
let report: ChangeReport;
try {
  execFileSync("sh", ["-c", `git archive ${base} content src/i18n/messages | tar -x -C "${before}"`]);
  const head = checkProject(process.cwd(), markets);
  report = changeReport(files, markets, head, checkProject(before, markets));
  console.log(reportMarkdown(report));
  console.log(`\n${translationSection(translationStatus(process.cwd(), markets), files)}`);
  console.log(scheduleMarkdown(scheduledChanges(head.allPages, head.at)));
  console.log(rebuiltFilesSection(process.cwd()));
} finally {
  rmSync(before, { recursive: true, force: true });
}
if (process.argv.includes("--screenshots"))
  changeScreenshots(report, base, since).then(
    (section) => console.log(`\n${section}`),
    (error: unknown) => {
      console.error(`content:report: no pictures: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );

/** The files the last build:all wrote or removed per host tree (src/build/rebuild-report.ts), or how to get them. */
function rebuiltFilesSection(root: string): string {
  const report = readRebuildReport(root);
  if (report) return rebuiltFilesMarkdown(report);
  return "### Files the last build:all changed\n\n_no build:all report in dist/: run npm run build:all to list them_\n";
}
