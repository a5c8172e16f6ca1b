import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TranslationArea, TranslationMarket } from "./translation-status";

export const messagesDir = "src/i18n/messages";

/** Files that are translations of each other: one per language, and where a language's file would be. */
export type Group = { area: TranslationArea; members: Map<string, string>; pathFor?: (language: string) => string; expected: string[] };

/**
 * The groups: a shared page or site.json across the languages of content/_shared/, a market's own
 * file across the markets of its host, a text bundle across the locales. A market's own file is never
 * missing: without it, the market reads its language's shared page.
 */
export function groupsOf(root: string, markets: readonly TranslationMarket[]): Group[] {
  const contentLanguages = [...new Set(markets.map((m) => m.langAlpha2))].sort();
  const groups = new Map<string, Group>();
  const add = (key: string, language: string, path: string, make: () => Omit<Group, "members">): void => {
    const group = groups.get(key) ?? { ...make(), members: new Map<string, string>() };
    group.members.set(language, path);
    groups.set(key, group);
  };
  for (const language of listDirs(join(root, "content", "_shared"))) {
    const site = `content/_shared/${language}/site.json`;
    if (existsSync(join(root, site)))
      add("site", language, site, () => ({
        area: "pages",
        expected: contentLanguages,
        pathFor: (l) => `content/_shared/${l}/site.json`,
      }));
    for (const name of jsonFiles(join(root, "content", "_shared", language, "pages")))
      add(`pages/${name}`, language, `content/_shared/${language}/pages/${name}`, () => ({
        area: "pages",
        expected: contentLanguages,
        pathFor: (l) => `content/_shared/${l}/pages/${name}`,
      }));
  }
  const byId = new Map(markets.map((m) => [m.id, m]));
  for (const id of listDirs(join(root, "content"))) {
    const market = byId.get(id);
    if (!market) continue;
    for (const name of jsonFiles(join(root, "content", id)))
      add(`${market.host}/${name}`, market.langAlpha2, `content/${id}/${name}`, () => ({ area: "pages", expected: [] }));
  }
  const locales = [...new Set([...listDirs(join(root, messagesDir)), ...markets.map((m) => m.textLocale)])].sort();
  for (const locale of listDirs(join(root, messagesDir)))
    for (const name of jsonFiles(join(root, messagesDir, locale)))
      add(`messages/${name}`, locale, `${messagesDir}/${locale}/${name}`, () => ({
        area: "bundles",
        expected: locales,
        pathFor: (l) => `${messagesDir}/${l}/${name}`,
      }));
  return [...groups.values()];
}

/** A language needs a shared page only if one of its markets builds it: offers the line the source `requires`. */
export function needed(
  root: string,
  source: string,
  language: string,
  markets: readonly TranslationMarket[],
  area: TranslationArea,
): boolean {
  if (area === "bundles") return true;
  const requires = requiresOf(join(root, source));
  return markets.some((m) => m.langAlpha2 === language && (requires === undefined || m.productLines.some((line) => line === requires)));
}

function requiresOf(path: string): string | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(path, "utf8"));
    if (typeof value === "object" && value !== null && "requires" in value && typeof value.requires === "string") return value.requires;
  } catch {
    // A broken source is content:check's to report; it then needs every language.
  }
  return undefined;
}

function listDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith("_"))
    .map((d) => d.name)
    .sort();
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(".json"))
    .map((d) => d.name)
    .sort();
}
