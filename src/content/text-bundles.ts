import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { textLocales, type TextLocale } from "../../markets/schema";
import { parseJsonSource, positionAt, problemAt } from "./json-source";
import { messageShape, shapeProblems } from "./message-shape";
import type { Problem } from "./problems";

/**
 * Where text bundles live: one folder per locale, `<locale>/common.json` plus optional parts
 * `<locale>/<part>.json` (help, plus, consent…). Bundle names below are paths inside this folder.
 */
export const MESSAGES_DIR = join("src", "i18n", "messages");

/** The message that gives a language's numeric date pattern (spec §9's text-bundle date formats). */
export const DATE_PATTERN_KEY = "format.date";

/** dd, MM and yyyy, each once, in any order, with separators only: `dd-MM-yyyy`, `yyyy.MM.dd`. */
export function isDatePattern(value: string): boolean {
  const parts = value.split(/[./ -]+/).filter(Boolean);
  return /^[dMy./ -]+$/.test(value) && parts.length === 3 && ["dd", "MM", "yyyy"].every((part) => parts.includes(part));
}

type Message = { value: string; file: string; line: number; column: number };
export type Bundles = { messages: Map<TextLocale, Map<string, Message>>; problems: Problem[] };

/** Reads every locale's bundle files, checking JSON, ICU syntax and that no key is defined twice. */
export function readBundles(root: string): Bundles {
  const problems: Problem[] = [];
  const dir = join(root, MESSAGES_DIR);
  // A root without bundles (a content-only fixture) has nothing to check here.
  const files = existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: "utf8" })
        .map((f) => f.split(sep).join("/"))
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];
  const messages = new Map<TextLocale, Map<string, Message>>();
  for (const locale of textLocales) {
    const own = new Map<string, Message>();
    for (const name of localeFiles(locale, files)) {
      const file = join(MESSAGES_DIR, name);
      const { source, problems: jsonProblems } = parseJsonSource(file, readFileSync(join(root, file), "utf8"));
      problems.push(...jsonProblems);
      const object = source?.tree.type === "object" ? (source.tree.children ?? []) : [];
      if (source && source.tree.type !== "object")
        problems.push(problemAt(source, [], "a text bundle is one JSON object of message keys to strings"));
      for (const property of object) {
        const [keyNode, valueNode] = property.children ?? [];
        if (!source || !keyNode || !valueNode) continue;
        const key = String(keyNode.value);
        const at = positionAt(source, valueNode.offset);
        if (typeof valueNode.value !== "string") problems.push(problemAt(source, [key], "a message must be a string"));
        else if (own.has(key))
          problems.push({ file, ...at, message: `message "${key}" is also defined in ${own.get(key)?.file}: keep one` });
        else own.set(key, { value: valueNode.value, file, ...at });
      }
    }
    for (const [key, message] of own) {
      if (key === DATE_PATTERN_KEY && !isDatePattern(message.value))
        problems.push({
          file: message.file,
          line: message.line,
          column: message.column,
          message: `${locale}: "${DATE_PATTERN_KEY}" must be dd, MM and yyyy once each with . / - or spaces between (e.g. dd-MM-yyyy), not "${message.value}"`,
        });
      try {
        parse(message.value);
      } catch (error) {
        problems.push({
          file: message.file,
          line: message.line,
          column: message.column,
          message: `message "${key}" is not valid ICU syntax (${error instanceof Error ? error.message : String(error)})`,
        });
      }
    }
    messages.set(locale, own);
  }
  return { messages, problems: files.length ? [...problems, ...completeness(messages)] : problems };
}

/**
 * Every locale has exactly en-US's keys (a missing one would show English, an extra one nothing),
 * each with en-US's arguments and tags and with the plural forms of its own language.
 */
function completeness(messages: Map<TextLocale, Map<string, Message>>): Problem[] {
  const reference = messages.get("en-US") ?? new Map<string, Message>();
  const problems: Problem[] = [];
  for (const [locale, own] of messages) {
    const file = join(MESSAGES_DIR, mainFile(locale));
    for (const key of reference.keys()) {
      if (!own.has(key))
        problems.push({
          file,
          line: 1,
          column: 1,
          message: `${locale} has no message "${key}": translate it: a shipped language has every text, none falls back to English`,
        });
    }
    for (const [key, message] of own) {
      const original = reference.get(key);
      const [referenceShape, shape] = [original && messageShape(original.value), messageShape(message.value)];
      if (locale !== "en-US" && referenceShape && shape)
        for (const problem of shapeProblems(locale, referenceShape, shape))
          problems.push({ file: message.file, line: message.line, column: message.column, message: `message "${key}" ${problem}` });
      if (!reference.has(key))
        problems.push({
          file: message.file,
          line: message.line,
          column: message.column,
          message: `message "${key}" is not in en-US: add it there or remove it`,
        });
    }
  }
  return problems;
}

/** One locale's messages parsed to ICU syntax trees, the form react-intl formats without its parser. */
export function compiledMessagesOf(bundles: Bundles, locale: TextLocale): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(messagesOf(bundles, locale)).map(([key, text]) => [key, parse(text)]));
}

/** The messages of one locale, every missing key filled from en-US (the default and fallback). */
export function messagesOf(bundles: Bundles, locale: TextLocale): Record<string, string> {
  const pick = (l: TextLocale) => Object.fromEntries([...(bundles.messages.get(l) ?? [])].map(([k, m]) => [k, m.value]));
  return { ...pick("en-US"), ...pick(locale) };
}

/** A locale's main bundle file, the one its keys are checked in first. */
export const mainFile = (locale: TextLocale): string => `${locale}/common.json`;

/**
 * A locale's bundle files among `names`, in the order their keys count: its main file first, then its
 * parts in name order. A key defined again later is a repeat (readBundles reports it in the part).
 */
function localeFiles(locale: TextLocale, names: readonly string[]): string[] {
  const main = mainFile(locale);
  const parts = names.filter((name) => name.startsWith(`${locale}/`) && name !== main).sort();
  return [...(names.includes(main) ? [main] : []), ...parts];
}

/**
 * Bundles from bundle files already read and parsed (`de-DE/common.json`, `de-DE/help.json`… with their
 * objects), for code that has no file system: the server render gets them from webpack
 * (src/i18n/build/server-messages.ts). Nothing is checked here, createPages has checked the same files
 * with readBundles; the merge is the same (`localeFiles`), the first definition of a key kept.
 */
export function bundlesFromFiles(files: readonly { name: string; messages: unknown }[]): Bundles {
  const byName = new Map(files.map((file) => [file.name, file.messages]));
  const messages = new Map<TextLocale, Map<string, Message>>();
  for (const locale of textLocales) {
    const own = new Map<string, Message>();
    for (const name of localeFiles(locale, [...byName.keys()])) {
      const object = byName.get(name);
      if (object === null || typeof object !== "object") continue;
      for (const [key, value] of Object.entries(object)) {
        if (typeof value === "string" && !own.has(key)) own.set(key, { value, file: join(MESSAGES_DIR, name), line: 1, column: 1 });
      }
    }
    messages.set(locale, own);
  }
  return { messages, problems: [] };
}
