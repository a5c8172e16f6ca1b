import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { TextLocale } from "../../markets/schema";

const bundleSchema = z.record(z.string(), z.string());
const cache = new Map<string, Record<string, string>>();

function bundle(root: string, locale: string): Record<string, string> {
  const cached = cache.get(`${root}:${locale}`);
  if (cached) return cached;
  let loaded: Record<string, string> = {};
  try {
    loaded = bundleSchema.parse(JSON.parse(readFileSync(join(root, "src", "i18n", "messages", `${locale}.json`), "utf8")));
  } catch (error) {
    // A locale without a bundle yet simply falls back to en-US; a broken bundle must not.
    if (!(error instanceof Error && "code" in error && error.code === "ENOENT")) throw error;
  }
  cache.set(`${root}:${locale}`, loaded);
  return loaded;
}

/** The messages of one locale, every missing key filled from en-US (the default and fallback). */
export function messagesFor(locale: TextLocale, root = process.cwd()): Record<string, string> {
  return { ...bundle(root, "en-US"), ...bundle(root, locale) };
}
