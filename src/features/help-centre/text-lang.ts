import { useCallback } from "react";
import type { Market } from "../../../markets/schema";
import { useSitePage } from "../../page-context/site-page";
import { primaryLanguage } from "../../i18n/language-tag";

/**
 * The `lang` attribute a text from the help API needs on a market's page: its locale where its
 * primary language differs from the page's, else none (the page's `<html lang>` already says it).
 * An absent locale is the language the build asked for, the page's own. The page's language is the
 * market's `langAlpha2` and, for a market whose locale says it differently (`nb-NO` on `no`), that too.
 */
export function textLang(locale: string | undefined, market: Pick<Market, "langAlpha2" | "locale">): string | undefined {
  if (locale === undefined) return undefined;
  const language = primaryLanguage(locale);
  return language === market.langAlpha2 || language === primaryLanguage(market.locale) ? undefined : locale;
}

/** `textLang` for the current page's market, for screens that show texts of the help API. */
export function useTextLang(): (locale: string | undefined) => string | undefined {
  const { market } = useSitePage();
  return useCallback((locale) => textLang(locale, market), [market]);
}
