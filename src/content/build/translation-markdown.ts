import { formatProblem } from "../problems";
import type { LanguageSummary, TranslationArea, TranslationEntry, TranslationReport } from "./translation-status";

const areaTitle: Record<TranslationArea, string> = { pages: "Pages (`content/`)", bundles: "Text bundles (`src/i18n/messages/`)" };
const short = (commit: string | undefined): string =>
  commit === undefined ? "none" : commit === "uncommitted" ? "uncommitted" : commit.slice(0, 7);

/** The per-language counts of one area, as a Markdown table. */
function summaryTable(rows: readonly LanguageSummary[], area: TranslationArea): string[] {
  const mine = rows.filter((r) => r.area === area);
  if (mine.length === 0) return [];
  const noun = area === "pages" ? "pages" : "bundles";
  return [
    `### ${areaTitle[area]}`,
    "",
    `| ${area === "pages" ? "language" : "locale"} | ${noun} | up to date | outdated | missing |`,
    "|---|--:|--:|--:|--:|",
    ...mine.map((r) => `| ${r.language} | ${r.files} | ${r.upToDate} | ${r.outdated} | ${r.missing} |`),
    "",
  ];
}

/** One row per translation that needs work: the file, its state, its source and what changed there since. */
export function entryTable(entries: readonly TranslationEntry[]): string[] {
  if (entries.length === 0) return ["_none_", ""];
  return [
    "| translation | status | source | source changes since | source's newest commit |",
    "|---|---|---|--:|---|",
    ...entries.map(
      (e) => `| \`${e.file}\` | ${e.status} | \`${e.source}\` | ${e.status === "outdated" ? e.behind : ""} | ${short(e.sourceCommit)} |`,
    ),
    "",
  ];
}

/** The whole status for a pull request or a terminal: a summary per language, then every outdated or missing translation. */
export function translationMarkdown(report: TranslationReport): string {
  const todo = report.entries.filter((e) => e.status !== "up to date");
  const at = report.head ? `commit ${short(report.head)}` : "no commit yet";
  return [
    "## Translations",
    "",
    `At ${at}${report.uncommitted ? ", with uncommitted changes" : ""}. Each file against its source language: en for pages, en-US for text bundles, unless \`content/translations.json\` names another.`,
    "",
    ...summaryTable(report.summary, "pages"),
    ...summaryTable(report.summary, "bundles"),
    `### Outdated or missing (${todo.length})`,
    "",
    ...entryTable(todo),
    ...(report.problems.length
      ? [
          `### Problems in content/translations.json (${report.problems.length})`,
          "",
          ...report.problems.map((p) => `- \`${formatProblem(p)}\``),
          "",
        ]
      : []),
  ].join("\n");
}

/**
 * content:report's part: the translations of the changed files (as source or as translation) that are
 * outdated or missing now, and the project's totals.
 */
export function translationSection(report: TranslationReport, changed: readonly string[]): string {
  const files = new Set(changed);
  const touched = report.entries.filter((e) => e.status !== "up to date" && (files.has(e.source) || files.has(e.file)));
  const count = (status: string): number => report.entries.filter((e) => e.status === status).length;
  return [
    `### Translations of the changed files, outdated or missing (${touched.length})`,
    "",
    ...entryTable(touched),
    `In the whole project: ${count("outdated")} outdated, ${count("missing")} missing (\`npm run content:translations\` lists them).`,
    ...(report.problems.length ? ["", ...report.problems.map((p) => `- \`${formatProblem(p)}\``)] : []),
  ].join("\n");
}
