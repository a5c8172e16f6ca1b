import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Market } from "../../markets/schema";
import type { TextLocale } from "../../markets/schema";
import type { Bundles } from "../content/text-bundles";
import { messageShape } from "../content/message-shape";
import { decodeHtml, pageFiles, type TreeOf } from "./link-check";

/** The site's own words in English on a page in another language: `www.movanta.dk/404/index.html: "Use limited version" (consent.limited)`. */
export type ForeignWords = { host: string; file: string; key: string; text: string };

/** A text as a visitor reads it: entities decoded, runs of white space (no-break spaces included) one space. */
const decode = (text: string): string => decodeHtml(text).replace(/\s+/g, " ").trim();

/**
 * The English messages (en-US) a page in `locale` must never show: those without arguments or tags
 * (they appear whole), of two words at least, whose translation differs. A single word is no sign
 * of English: Danish pages write "Booking" too, and "Hybrid" is the same word in both.
 */
export function englishOnlyMessages(bundles: Bundles, locale: TextLocale): Map<string, string> {
  const english = bundles.messages.get("en-US") ?? new Map();
  const own = bundles.messages.get(locale) ?? new Map();
  const found = new Map<string, string>();
  for (const [key, message] of english) {
    const shape = messageShape(message.value);
    if (!shape || shape.names.size > 0 || !/\p{L}{2,}\s+\p{L}{2,}/u.test(message.value)) continue;
    const translated = own.get(key)?.value;
    if (translated !== undefined && translated !== message.value) found.set(decode(message.value), key);
  }
  return found;
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
 * Every page of `host`'s tree whose `<html lang>` is not English and that shows a message of the
 * site's own words in English, where its language's bundle has it translated. The page's market is
 * the host's market of that locale.
 */
export function foreignWordsOf(treeOf: TreeOf, host: string, markets: readonly Market[], bundles: Bundles): ForeignWords[] {
  const tree = treeOf(host);
  if (tree === undefined) return [];
  const byLocale = new Map(markets.filter((market) => market.host === host).map((market) => [market.locale, market.textLocale]));
  const english = new Map<TextLocale, Map<string, string>>();
  const found: ForeignWords[] = [];
  for (const file of pageFiles(tree).filter((name) => name.endsWith(".html"))) {
    const html = readFileSync(join(tree, file), "utf8");
    const lang = /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? "";
    const locale = byLocale.get(lang);
    if (locale === undefined || lang.startsWith("en")) continue;
    const words = english.get(locale) ?? englishOnlyMessages(bundles, locale);
    english.set(locale, words);
    for (const text of textsOfHtml(html)) {
      const key = words.get(text);
      if (key !== undefined) found.push({ host, file, key, text });
    }
  }
  return found;
}

/** One line per finding, as the build prints it. */
export const describeForeign = ({ host, file, key, text }: ForeignWords): string => `${host}/${file}: "${text}" (${key}) in English`;
