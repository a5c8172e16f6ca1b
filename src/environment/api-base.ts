import { brand } from "../../markets/brand";
import { environmentOf, type Environment } from "./environment";

/** Per-environment value; dev values are paths on the page's own origin (the local server). */
export type PerEnvironment = Readonly<Record<Environment, string>>;

/** `https://<service>.<brand>.example` in prod, `https://<service>.internal.<brand>-test.com` on stage. */
export const serviceUrl = (name: string, environment: "stage" | "prod"): string =>
  environment === "prod" ? `https://${name}.${brand.slug}.example` : `https://${name}.internal.${brand.slug}-test.com`;

/** The web API of each environment (handed to apps as `apiBase` too); in dev the fixture API of the local server. */
export const apiBase = {
  dev: "/api",
  stage: serviceUrl("api", "stage"),
  prod: serviceUrl("api", "prod"),
} as const satisfies PerEnvironment;

/** A configured location made absolute against the page's origin. */
export const absolute = (location: string, origin: string): string => new URL(location, origin).href;

/** The absolute API base of the page at this address (dev: the local server's `/api`). */
export const pageApiBase = ({ hostname, origin }: { hostname: string; origin: string }): string =>
  absolute(apiBase[environmentOf(hostname)], origin);
