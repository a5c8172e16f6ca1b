import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Market } from "../../../markets/schema";
import type { Problem } from "../problems";
import { groupsOf, messagesDir, needed } from "./translation-groups";
import { lastChange, readHistory, uncommitted, type History } from "./git-history";
import { problemAtEntry, readTranslationsFile, type TranslationsFile } from "./translations-file";

/** What the status needs of a market: the languages it reads and the product lines it offers. */
export type TranslationMarket = Pick<Market, "id" | "host" | "langAlpha2" | "productLines" | "textLocale">;

export type TranslationState = "up to date" | "outdated" | "missing";
/** Content files (pages and site.json) by language, or the text bundles by locale. */
export type TranslationArea = "pages" | "bundles";

/** One translation of one file, against its source. */
export type TranslationEntry = {
  area: TranslationArea;
  /** The translation's file; where it would be when missing. */
  file: string;
  language: string;
  source: string;
  sourceLanguage: string;
  status: TranslationState;
  /** How many changes of the source came after the translation's last change (or its review); 0 unless outdated. */
  behind: number;
  /** The source's newest change: a commit hash, or "uncommitted". */
  sourceCommit?: string;
  /** The source commit the translation was marked reviewed against (content/translations.json). */
  reviewed?: string;
};

/** Counts of one language's translations. */
export type LanguageSummary = {
  area: TranslationArea;
  language: string;
  files: number;
  upToDate: number;
  outdated: number;
  missing: number;
};

export type TranslationReport = {
  /** The commit the history was read at (HEAD), and whether content/ or the text bundles have uncommitted changes. */
  head?: string;
  uncommitted: boolean;
  entries: TranslationEntry[];
  summary: LanguageSummary[];
  /** Wrong entries of content/translations.json. */
  problems: Problem[];
};

const defaultSource: Record<TranslationArea, string> = { pages: "en", bundles: "en-US" };

/** The translation status of every page and text bundle under `root` (a git work tree), per language. */
export function translationStatus(root: string, markets: readonly TranslationMarket[]): TranslationReport {
  const history = readHistory(root, ["content", messagesDir]);
  const file = readTranslationsFile(root);
  const groups = groupsOf(root, markets);
  const sourceLanguageOf = sourceLanguages(file.config.sources);
  const problems = [...file.problems, ...unknownSourcePaths(root, file)];
  const entries: TranslationEntry[] = [];
  const translations = new Set<string>();
  for (const group of groups) {
    for (const [language, path] of group.members) {
      const sourceLanguage = sourceLanguageOf(path, group.area);
      const source = group.members.get(sourceLanguage);
      if (sourceLanguage === language || source === undefined) continue;
      translations.add(path);
      const reviewed = file.config.reviewed[path];
      const reviewedAt = reviewed === undefined ? undefined : reviewPosition(history, file, path, source, reviewed, problems);
      entries.push(compare(history, { area: group.area, file: path, language, source, sourceLanguage }, reviewed, reviewedAt));
    }
    for (const language of group.expected.filter((l) => !group.members.has(l))) {
      const path = group.pathFor?.(language);
      const sourceLanguage = path === undefined ? undefined : sourceLanguageOf(path, group.area);
      const source = sourceLanguage === undefined ? undefined : group.members.get(sourceLanguage);
      if (path === undefined || sourceLanguage === undefined || source === undefined || sourceLanguage === language) continue;
      if (!needed(root, source, language, markets, group.area)) continue;
      entries.push({
        area: group.area,
        file: path,
        language,
        source,
        sourceLanguage,
        status: "missing",
        behind: 0,
        sourceCommit: commitOf(history, source),
      });
    }
  }
  for (const path of Object.keys(file.config.reviewed).filter((p) => !translations.has(p)))
    problems.push(
      problemAtEntry(
        file,
        ["reviewed", path],
        "no translation with a source is at this path: name a translation's file as content:translations lists it",
      ),
    );
  entries.sort((a, b) => a.area.localeCompare(b.area) || a.source.localeCompare(b.source) || a.language.localeCompare(b.language));
  return {
    head: history.head,
    uncommitted: [...history.changes.values()].some((c) => c[0] === uncommitted),
    entries,
    summary: summarise(entries),
    problems,
  };
}

/** Outdated when the source changed after the later of the translation's last change and its review mark. */
function compare(
  history: History,
  base: Omit<TranslationEntry, "status" | "behind">,
  reviewed: string | undefined,
  reviewedAt: number | undefined,
): TranslationEntry {
  const since = Math.min(lastChange(history, base.file), reviewedAt ?? Number.POSITIVE_INFINITY);
  const behind = (history.changes.get(base.source) ?? []).filter((position) => position < since).length;
  return {
    ...base,
    status: behind > 0 ? "outdated" : "up to date",
    behind,
    sourceCommit: commitOf(history, base.source),
    ...(reviewed === undefined ? {} : { reviewed }),
  };
}

/** Where a review mark stands in the history; a mark that names no change of the source is a problem. */
function reviewPosition(
  history: History,
  file: TranslationsFile,
  path: string,
  source: string,
  hash: string,
  problems: Problem[],
): number | undefined {
  const position = history.positionOf(hash);
  if (position === undefined) {
    problems.push(
      problemAtEntry(
        file,
        ["reviewed", path],
        `no commit ${hash} changed content/ or the text bundles: write the source's commit from content:translations`,
      ),
    );
    return undefined;
  }
  if (!(history.changes.get(source) ?? []).includes(position)) {
    problems.push(
      problemAtEntry(
        file,
        ["reviewed", path],
        `commit ${hash} did not change the source ${source}: write the source's commit from content:translations`,
      ),
    );
    return undefined;
  }
  return position;
}

function commitOf(history: History, file: string): string | undefined {
  const position = history.changes.get(file)?.[0];
  if (position === undefined) return undefined;
  return position === uncommitted ? "uncommitted" : history.commits[position]?.hash;
}

/** The source language of a path: the longest declared file or folder holding it, else English. */
function sourceLanguages(sources: Readonly<Record<string, string>>): (path: string, area: TranslationArea) => string {
  const declared = Object.entries(sources)
    .map(([path, language]) => ({ path: path.replace(/\/$/, ""), language }))
    .sort((a, b) => b.path.length - a.path.length);
  return (path, area) => declared.find((d) => path === d.path || path.startsWith(`${d.path}/`))?.language ?? defaultSource[area];
}

function unknownSourcePaths(root: string, file: TranslationsFile): Problem[] {
  return Object.keys(file.config.sources)
    .filter((path) => !existsSync(join(root, path)) || !(path.startsWith("content/") || path.startsWith(`${messagesDir}/`)))
    .map((path) => problemAtEntry(file, ["sources", path], `no file or folder of content/ or ${messagesDir}/ is at this path`));
}

function summarise(entries: readonly TranslationEntry[]): LanguageSummary[] {
  const rows = new Map<string, LanguageSummary>();
  for (const e of entries) {
    const key = `${e.area} ${e.language}`;
    const row = rows.get(key) ?? { area: e.area, language: e.language, files: 0, upToDate: 0, outdated: 0, missing: 0 };
    row.files++;
    if (e.status === "up to date") row.upToDate++;
    else if (e.status === "outdated") row.outdated++;
    else row.missing++;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.area.localeCompare(b.area) || a.language.localeCompare(b.language));
}
