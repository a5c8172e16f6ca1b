import type { Market } from "../../../../markets/schema";
import type { ApiClient } from "../../../web-api/client";
import { stations as stationsEndpoint, type Station } from "../../../web-api/branches";
import { hoursProblem } from "../hours";

/** A station with what the finder's pages need: an address and opening hours. */
export type FinderStation = Station & Required<Pick<Station, "address" | "openingHours">>;

/** A market's stations as the finder can show them, or the problems that hold its build back. */
export type MarketBranches = Readonly<{ stations: readonly FinderStation[]; problems: readonly string[] }>;

const isComplete = (station: Station): station is FinderStation => station.address !== undefined && station.openingHours !== undefined;

/**
 * Checks the API's stations of a market: each in the market's country, with its own id, an address
 * and opening hours that make sense. One line per problem, naming the market and the station.
 */
export function checkStations(stations: readonly Station[], market: Pick<Market, "id" | "countryAlpha2">): MarketBranches {
  const problems: string[] = [];
  const seen = new Set<string>();
  const at = (station: Station): string => `branches.stations station ${station.id} (market ${market.id})`;
  for (const station of stations) {
    if (seen.has(station.id)) problems.push(`${at(station)}: the id is given twice`);
    seen.add(station.id);
    if (station.countryCode !== market.countryAlpha2)
      problems.push(`${at(station)}: countryCode ${station.countryCode} is not the market's country ${market.countryAlpha2}`);
    if (station.city.trim() === "") problems.push(`${at(station)}: city is empty`);
    if (!station.address) problems.push(`${at(station)}: no address (the branch finder shows street and postcode)`);
    if (!station.openingHours)
      problems.push(`${at(station)}: no openingHours (the branch finder shows them; an empty list means closed every day)`);
    const hours = station.openingHours && hoursProblem(station.openingHours);
    if (hours) problems.push(`${at(station)}: openingHours: ${hours}`);
  }
  return { stations: problems.length === 0 ? stations.filter(isComplete) : [], problems };
}

/** Reads and checks a market's stations through the web-API client; a failed call is a problem too. */
export async function loadStations(client: ApiClient, market: Pick<Market, "id" | "countryAlpha2">): Promise<MarketBranches> {
  try {
    const { stations } = await client.call(stationsEndpoint, { query: { country: market.countryAlpha2 } });
    return checkStations(stations, market);
  } catch (error) {
    return {
      stations: [],
      problems: [`branches.stations (market ${market.id}): the web API failed: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
}
