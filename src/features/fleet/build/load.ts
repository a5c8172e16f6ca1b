import * as v from "valibot";
import type { ApiClient } from "../../../web-api/client";
import { fleetClass, fleetList, type FleetClass } from "../../../web-api/rental";
import { carFields, truckFields, type FleetPageData } from "../../../page-context/fleet-page-data";

const truckClass = v.required(v.pick(fleetClass, truckFields));
const carClass = v.required(v.pick(fleetClass, carFields));

/** A fleet as the web API gives it, or the problems that hold its market's build back. */
export type LoadedFleet = { fleet?: FleetPageData; problems: string[] };

/**
 * Reads one market's vans and trucks, or cars, through the web-API client and checks that every class
 * has what its card shows. A failed call, an empty list, a class without a fact or two classes with one
 * id are problems, one line each naming the product, the market and the class.
 */
export async function loadFleet(client: ApiClient, kind: FleetPageData["kind"], marketId: string): Promise<LoadedFleet> {
  const where = `fleet.${kind} (market ${marketId})`;
  let classes: FleetClass[];
  try {
    ({ classes } = await client.call(fleetList, { query: { product: kind } }));
  } catch (error) {
    return { problems: [`${where}: the web API failed: ${error instanceof Error ? error.message : String(error)}`] };
  }
  if (classes.length === 0)
    return { problems: [`${where}: the web API lists no vehicle classes, and a fleet page without vehicles is a dead end`] };
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const one of classes) {
    if (seen.has(one.id)) problems.push(`${where}: class ${one.id} is listed twice`);
    seen.add(one.id);
    const checked = v.safeParse(kind === "truck" ? truckClass : carClass, one);
    for (const issue of checked.issues ?? [])
      problems.push(`${where}: class ${one.id}, field ${v.getDotPath(issue) ?? "?"}: ${issue.message}`);
  }
  if (problems.length > 0) return { problems };
  const fleet: FleetPageData =
    kind === "truck"
      ? { kind, classes: classes.map((one) => v.parse(truckClass, one)) }
      : { kind, classes: classes.map((one) => v.parse(carClass, one)) };
  return { fleet, problems };
}
