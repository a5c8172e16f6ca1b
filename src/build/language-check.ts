import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Market } from "../../markets/schema";
import type { TextLocale } from "../../markets/schema";
import type { Bundles } from "../content/text-bundles";
import { messageShape } from "../content/message-shape";
import { primaryLanguage } from "../i18n/language-tag";
import { decodeHtml, pageFiles, type TreeOf } from "./link-check";

/**
 * The site's own words in another language than the page's: `www.movanta.dk/404/index.html: "Use limited
 * version" (consent.limited)` in English, or Spanish words on the English pages of the Spanish host.
 */
export type ForeignWords = { host: string; file: string; key: string; text: string; language: TextLocale };

/** A text as a visitor reads it: entities decoded, runs of white space (no-break spaces included) one space. */
const decode = (text: string): string => decodeHtml(text).replace(/\s+/g, " ").trim();

/**
 * The messages of bundle `foreign` a page in `locale` must never show: those without arguments or tags
 * (they appear whole), of two words at least, whose translation differs. A single word is no sign
 * of another language: Danish pages write "Booking" too, and "Hybrid" is the same word in both.
 */
export function foreignOnlyMessages(bundles: Bundles, locale: TextLocale, foreign: TextLocale): Map<string, string> {
  const theirs = bundles.messages.get(foreign) ?? new Map();
  const own = bundles.messages.get(locale) ?? new Map();
  const found = new Map<string, string>();
  for (const [key, message] of theirs) {
    const shape = messageShape(message.value);
    if (!shape || shape.names.size > 0 || !/\p{L}{2,}\s+\p{L}{2,}/u.test(message.value)) continue;
    const translated = own.get(key)?.value;
    if (translated !== undefined && translated !== message.value) found.set(decode(message.value), key);
  }
  return found;
}

/**
 * The bundles whose words a page in `locale` on a host with `mates` (the host's markets) must not show:
 * English (en-US, the reference every component falls back to) on a page in another language, and the
 * bundle of each other language of the host, so the English pages of the Spanish host show no Spanish.
 */
export function foreignBundlesOf(locale: TextLocale, mates: readonly Market[]): TextLocale[] {
  const language = primaryLanguage(locale);
  const others = mates.map((m) => m.textLocale).filter((l) => primaryLanguage(l) !== language);
  return [...new Set<TextLocale>([...(language === "en" ? [] : ["en-US" as const]), ...others])];
}

/**
 * The texts of a page a visitor meets: text between tags and the labels of attributes (aria-label,
 * title, placeholder, alt), without scripts, styles, and elements that say their own language with
 * `lang` (an English help article on a Danish page says `lang="en"`).
 */
export function textsOfHtml(html: string): Set<string> {
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "")
    .replace(/<html\b[^>]*>/i, "")
    .replace(/<(\w+)\b[^>]*\slang="[^"]*"[^>]*>[\s\S]*?<\/\1>/g, "");
  const texts = new Set<string>();
  for (const [, text = ""] of body.matchAll(/>([^<]+)</g)) texts.add(decode(text));
  for (const [, , value = ""] of body.matchAll(/\s(aria-label|title|placeholder|alt)="([^"]*)"/g)) texts.add(decode(value));
  texts.delete("");
  return texts;
}

/**
 * Every page of `host`'s tree that shows a message of the site's own words in a language other than
 * its `<html lang>`, where its own bundle has it translated (foreignBundlesOf). The page's market is
 * the host's market of that locale. `judged(file)` leaves out pages known to pass (a page the split
 * kept, whose source and bundles the last check saw).
 */
export function foreignWordsOf(
  treeOf: TreeOf,
  host: string,
  markets: readonly Market[],
  bundles: Bundles,
  judged: (file: string) => boolean = () => true,
): ForeignWords[] {
  const tree = treeOf(host);
  if (tree === undefined) return [];
  const mates = markets.filter((market) => market.host === host);
  const byLocale = new Map(mates.map((market) => [market.locale, market.textLocale]));
  const wordsOf = new Map<TextLocale, { language: TextLocale; words: Map<string, string> }[]>();
  const found: ForeignWords[] = [];
  for (const file of pageFiles(tree).filter((name) => name.endsWith(".html") && judged(name))) {
    const html = readFileSync(join(tree, file), "utf8");
    const lang = /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? "";
    const locale = byLocale.get(lang);
    if (locale === undefined) continue;
    const foreign =
      wordsOf.get(locale) ?? foreignBundlesOf(locale, mates).map((l) => ({ language: l, words: foreignOnlyMessages(bundles, locale, l) }));
    wordsOf.set(locale, foreign);
    if (foreign.length === 0) continue;
    for (const text of textsOfHtml(html)) {
      const hit = foreign.find(({ words }) => words.has(text));
      const key = hit?.words.get(text);
      if (hit && key !== undefined) found.push({ host, file, key, text, language: hit.language });
    }
  }
  return found;
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** One line per finding, as the build prints it. */
export const describeForeign = ({ host, file, key, text, language }: ForeignWords): string =>
  `${host}/${file}: "${text}" (${key}) in ${languageNames.of(primaryLanguage(language)) ?? language}`;
