import { primaryLanguage } from "./language-tag";

/** Languages written right to left among those a market may use (ISO 639-1). */
const rightToLeft: ReadonlySet<string> = new Set(["ar", "fa", "he", "ur"]);

/** The writing direction of a language tag (`ar-SA` → `rtl`, `de-CH` → `ltr`), for `dir` attributes and runtime apps. */
export function directionOf(languageTag: string): "ltr" | "rtl" {
  return rightToLeft.has(primaryLanguage(languageTag)) ? "rtl" : "ltr";
}
