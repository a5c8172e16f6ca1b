import { serviceUrl, type PerEnvironment } from "../../../environment/api-base";

/**
 * The flag service of each environment; in dev its stand-in on the local server (dev/flag-service/).
 * Here, not in config.ts, so only the client's chunk and the build's CSP carry it.
 */
export const flagServiceBase = {
  dev: "/flags",
  stage: serviceUrl("flags", "stage"),
  prod: serviceUrl("flags", "prod"),
} as const satisfies PerEnvironment;
