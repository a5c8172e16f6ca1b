import { absolute, serviceUrl, type PerEnvironment } from "../../environment/api-base";
import { environmentOf } from "../../environment/environment";

/** The field-data collector of each environment; in dev the local server's stand-in (dev/rum-collector/). */
export const rumBase = {
  dev: "/rum",
  stage: serviceUrl("rum", "stage"),
  prod: serviceUrl("rum", "prod"),
} as const satisfies PerEnvironment;

/** Where beacons go, below the collector's base. */
export const REPORTS_PATH = "/v1/reports";

/** The absolute address beacons of the page at this address go to. */
export const collectorUrl = ({ hostname, origin }: { hostname: string; origin: string }): string =>
  absolute(`${rumBase[environmentOf(hostname)]}${REPORTS_PATH}`, origin);
