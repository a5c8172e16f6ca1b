import type { Market } from "../../../../markets/schema";
import type { ContentPage } from "../../../content/load";
import { buildApiClient } from "../../../web-api/build-api-client";
import { alternatesByPage, type Alternate } from "../../../seo/alternates";
import { loadStations, type MarketBranches } from "./load";
import { branchFinderPages, CITY_PAGE, finderOf, type BranchPage } from "./pages";

/** The city pages made in this build, by market, for their hreflang sets and the sitemaps written after it. */
const made = new Map<Market, ContentPage[]>();

/** The city pages this build made for a market. */
export const branchPagesMade = (market: Market): readonly ContentPage[] => made.get(market) ?? [];

/** Reads and checks the market's stations, if its content has a branch finder; the problems hold its build back. */
export async function loadMarketBranches(market: Market, pages: readonly ContentPage[]): Promise<MarketBranches> {
  if (!finderOf(pages)) return { stations: [], problems: [] };
  return loadStations(buildApiClient(market), market);
}

/** The market's finder and city pages (and remembers the city pages for `cityAlternates` and the sitemaps). */
export function marketBranchPages(market: Market, pages: readonly ContentPage[], branches: MarketBranches): BranchPage[] {
  const result = branchFinderPages(market, pages, branches.stations);
  made.set(
    market,
    result.map((b) => b.page).filter((p) => p.name.startsWith(CITY_PAGE)),
  );
  return result;
}

/**
 * The hreflang sets of the city pages made so far: a city's page in every language of its country's
 * sites (`/mietwagen/zurich` and `/fr/location-voiture/zurich`), keyed like the content pages' sets.
 * The markets of one host are built together, so a city's other languages are always among them.
 */
export function cityAlternates(): Map<string, Alternate[]> {
  return alternatesByPage(made);
}
