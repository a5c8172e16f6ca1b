import type { Market } from "../../markets/schema";
import type { ContentPage } from "../content/load";

/** One entry of a page's language switcher. */
export type LanguageLink = { value: string; translationKey: string; href: string; hrefLang: string; current: boolean };

/**
 * The language switcher of one page, from its market's `languageSwitcher`: each language's
 * `redirectLink` when set, else the same page in that language on this host, else that language's home.
 */
export function languageLinks(market: Market, page: ContentPage, pages: ReadonlyMap<Market, readonly ContentPage[]>): LanguageLink[] {
  return market.languageSwitcher.map((entry) => {
    const sibling = [...pages.keys()].find(
      (m) => m.host === market.host && m.langAlpha2 === entry.value.slice(0, 2) && !m.id.endsWith("-business"),
    );
    const samePage = sibling ? pages.get(sibling)?.find((p) => p.name === page.name) : undefined;
    const href = entry.redirectLink ?? samePage?.urlPath ?? (sibling ? sibling.pathPrefix || "/" : "/");
    return {
      value: entry.value,
      translationKey: entry.translationKey,
      href,
      hrefLang: sibling?.locale ?? entry.value,
      current: sibling?.id === market.id,
    };
  });
}
