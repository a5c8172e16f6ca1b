import type { Market } from "../../../../markets/schema";
import type { ContentPage, PageAddress } from "../../../content/load";
import { buildApiClient } from "../../../web-api/build/build-api-client";
import { alternatesByPage, type Alternate } from "../../../seo/alternates";
import { loadStations, type MarketBranches } from "./load";
import { branchFinderPages, CITY_PAGE, finderOf, type BranchPage } from "./pages";

/** Reads and checks the market's stations, if its content has a branch finder; the problems hold its build back. */
export async function loadMarketBranches(market: Market, pages: readonly ContentPage[]): Promise<MarketBranches> {
  if (!finderOf(pages)) return { stations: [], problems: [] };
  return loadStations(buildApiClient(market), market);
}

/** The market's finder and city pages. */
export function marketBranchPages(market: Market, pages: readonly ContentPage[], branches: MarketBranches): BranchPage[] {
  return branchFinderPages(market, pages, branches.stations);
}

/** The city pages among a market's branch pages (the finder itself is a content page). */
export const cityPagesOf = (built: readonly BranchPage[]): ContentPage[] =>
  built.map((b) => b.page).filter((p) => p.name.startsWith(CITY_PAGE));

/**
 * The hreflang sets of the city pages, given by market: a city's page in every language of its
 * country's sites (`/mietwagen/zurich` and `/fr/location-voiture/zurich`), keyed like the content
 * pages' sets. The markets of one host are built together, so a city's other languages are always
 * among them.
 */
export function cityAlternates(cities: ReadonlyMap<Market, readonly PageAddress[]>): Map<string, Alternate[]> {
  return alternatesByPage(cities);
}
