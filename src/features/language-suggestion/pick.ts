import type { LanguageLink } from "../../seo/language-links";
import { primaryLanguage } from "../../i18n/language-tag";

/** Where the visitor's answer to a suggestion is kept: the language suggested, so it is not offered again. */
export const SUGGESTION_STORAGE_KEY = "movanta_language_suggestion";

/**
 * The host's other language the browser prefers to this page's, if any. The browser's languages are
 * read in order: one that the page's market accepts (its `acceptLanguage`, `ar-SA, ar, en` on the
 * Saudi Arabic site) means the visitor is where they want to be; one that another language of the
 * host speaks (`ar` on the English site) is the suggestion.
 */
export function suggestedLanguage(
  browser: readonly string[],
  accepted: readonly string[],
  languages: readonly LanguageLink[],
): LanguageLink | undefined {
  const here = new Set(accepted.map(primaryLanguage));
  for (const tag of browser) {
    const language = primaryLanguage(tag);
    const other = languages.find((entry) => !entry.current && primaryLanguage(entry.value) === language);
    if (other) return other;
    if (here.has(language)) return undefined;
  }
  return undefined;
}

/** The language the visitor last answered a suggestion for on this host; nothing when storage is unavailable. */
export function answeredLanguage(storage: Pick<Storage, "getItem"> | undefined): string | undefined {
  try {
    const value = storage?.getItem(SUGGESTION_STORAGE_KEY);
    return typeof value === "string" && /^[a-z]{2}(-[A-Z]{2})?$/.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the visitor's answer (switching or closing): a preference they set, kept like the consent answer. */
export function rememberAnswer(storage: Pick<Storage, "setItem"> | undefined, value: string): void {
  try {
    storage?.setItem(SUGGESTION_STORAGE_KEY, value);
  } catch {
    // Storage off (a private window's quota): the bar is gone for this page view all the same.
  }
}
