import { markets } from "../../../markets/index";
import type { Market } from "../../../markets/schema";
import { cachedCheckProject } from "../../content/build/check-cache";
import type { ContentPage } from "../../content/load";
import { alternatesByPage, type Alternate } from "../alternates";

/** Every market's valid pages and their hreflang sets: what canonical links, alternates and sitemaps need. */
export type SiteIndex = { pages: Map<Market, ContentPage[]>; alternates: Map<string, Alternate[]> };

/**
 * Indexes every market (not only the ones being built), so alternates point across all hosts; only
 * the pages live at `at`, so no sitemap or hreflang set names a page the build leaves out.
 */
export function siteIndex(root: string, at?: Date): SiteIndex {
  const { pages: byId } = cachedCheckProject(root, markets, markets, at);
  const pages = new Map(markets.map((m) => [m, byId.get(m.id) ?? []] as const));
  return { pages, alternates: alternatesByPage(pages) };
}
