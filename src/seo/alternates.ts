import { DEFAULT_MARKET_ID } from "../../markets/default";
import type { Market } from "../../markets/schema";
import type { PageAddress } from "../content/load";

/** One language version of a page, as hreflang wants it. */
export type Alternate = { hreflang: string; href: string };

/** Pages search engines should not see: error pages, the layout test pages and the account area (each visitor's own). */
const unindexed = new Set(["not-found", "server-error", "navigation-test", "ride-confirm", "ride-thank-you", "account"]);

/** Whether a page belongs in sitemaps and hreflang sets. */
export const isIndexable = (page: PageAddress): boolean =>
  !unindexed.has(page.content.template) && !page.content.path.startsWith("/layouts/");

/** The absolute URL of a page on its market's production host. */
export const absoluteUrl = (market: Market, page: PageAddress): string =>
  `https://${market.host}${page.urlPath === "/" ? "/" : page.urlPath}`;

/** Identifies a page across separate loads of the content. */
export const pageKey = (market: Market, page: PageAddress): string => `${market.id}:${page.name}`;

/** Business sites and private sites are separate audiences; each links only its own kind. */
const audience = (market: Market): string => (market.id.endsWith("-business") ? "business" : "private");

/**
 * The hreflang set of every page: the same page (same content file name) on every market of the same
 * audience, plus `x-default`, the default market's version (its business variant for business sites).
 */
export function alternatesByPage(pages: ReadonlyMap<Market, readonly PageAddress[]>): Map<string, Alternate[]> {
  const byName = new Map<string, { market: Market; page: PageAddress }[]>();
  for (const [market, list] of pages) {
    for (const page of list.filter(isIndexable)) {
      const key = `${audience(market)}:${page.name}`;
      byName.set(key, [...(byName.get(key) ?? []), { market, page }]);
    }
  }
  const result = new Map<string, Alternate[]>();
  for (const group of byName.values()) {
    const alternates = group.map(({ market, page }) => ({ hreflang: market.locale, href: absoluteUrl(market, page) }));
    const fallback = group.find(({ market }) => market.id === DEFAULT_MARKET_ID || market.id === `${DEFAULT_MARKET_ID}-business`);
    if (fallback) alternates.push({ hreflang: "x-default", href: absoluteUrl(fallback.market, fallback.page) });
    for (const { market, page } of group) result.set(pageKey(market, page), alternates);
  }
  return result;
}
