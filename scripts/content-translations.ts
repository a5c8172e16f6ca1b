/**
 * `npm run content:translations`: for every page and text bundle, per language, whether its translation
 * is up to date, outdated (its source changed after it) or missing, from the git history
 * (src/content/build/translation-status.ts). Prints Markdown for a pull request; `--json <file>` also
 * writes the whole status for tools. Exits 1 when content/translations.json has a wrong entry.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { markets } from "../markets/index";
import { translationMarkdown } from "../src/content/build/translation-markdown";
import { translationStatus, type TranslationReport } from "../src/content/build/translation-status";
import { formatProblem } from "../src/content/problems";

const at = process.argv.indexOf("--json");
const jsonFile = at === -1 ? undefined : process.argv[at + 1];
if (at !== -1 && !jsonFile) {
  console.error("usage: npm run content:translations [-- --json <file>]");
  process.exit(2);
}
let report: TranslationReport;
try {
  report = translationStatus(process.cwd(), markets);
} catch (error) {
  // Outside a git work tree (an unpacked archive) there is no history to compare.
  console.error(
    `content:translations: cannot read the git history here: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
  );
  process.exit(2);
}
console.log(translationMarkdown(report));
if (jsonFile) {
  mkdirSync(dirname(jsonFile), { recursive: true });
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  console.error(`content:translations: wrote ${jsonFile}`);
}
for (const problem of report.problems) console.error(formatProblem(problem));
if (report.problems.length > 0) process.exit(1);
