import type { Market } from "../../../../markets/schema";
import type { ContentPage } from "../../../content/load";
import { buildApiClient } from "../../../web-api/build/build-api-client";
import { fleetTemplates, isFleetTemplate, type FleetPageData } from "../../../page-context/fleet-page-data";
import { loadFleet } from "./load";

/** A market's fleet pages with their classes, or the problems that hold its build back. */
export type MarketFleet = { fleets: Map<ContentPage, FleetPageData>; problems: string[] };

/** Loads the fleet of each of the market's fleet pages (the truck page, the German fleet page) from the web API. */
export async function loadMarketFleet(market: Market, pages: readonly ContentPage[]): Promise<MarketFleet> {
  const fleets = new Map<ContentPage, FleetPageData>();
  const problems: string[] = [];
  const client = buildApiClient(market);
  for (const page of pages) {
    const { template } = page.content;
    if (!isFleetTemplate(template)) continue;
    const loaded = await loadFleet(client, fleetTemplates[template], market.id);
    problems.push(...loaded.problems);
    if (loaded.fleet) fleets.set(page, loaded.fleet);
  }
  return { fleets, problems };
}
