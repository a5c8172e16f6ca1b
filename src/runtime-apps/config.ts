import { brand } from "../../markets/brand";
import type { Environment } from "../environment/environment";

/** Per-environment value; dev values are paths on the page's own origin (the local server). */
type PerEnvironment = Readonly<Record<Environment, string>>;

/** `https://<service>.<brand>.example` in prod, `https://<service>.internal.<brand>-test.com` on stage. */
const service = (name: string, environment: "stage" | "prod"): string =>
  environment === "prod" ? `https://${name}.${brand.slug}.example` : `https://${name}.internal.${brand.slug}-test.com`;

/** Where runtime apps, the web API and the shell's assets live, and how long the loader waits. */
export const runtimeConfig = {
  /**
   * Root of all app bases: an app's base is `<root><name>/`, or `<root><name>/<version>/`. The
   * shell's skeleton bundle and fonts stylesheet (spec §7) live beside the apps, in `<root>_shell/`.
   */
  appRoot: {
    dev: "/apps/",
    stage: `${service("apps", "stage")}/`,
    prod: `${service("apps", "prod")}/`,
  } satisfies PerEnvironment,
  /** The web API handed to apps as `apiBase`; in dev the fixture API of the local server. */
  apiBase: {
    dev: "/api",
    stage: service("api", "stage"),
    prod: service("api", "prod"),
  } satisfies PerEnvironment,
  /** One bootstrapper attempt, body included; a timed-out attempt counts as failed. */
  bootstrapperTimeoutMs: 3000,
  /** Extra attempts after a network error, a timeout or a 5xx answer (never after a 4xx). */
  bootstrapperRetries: 1,
  /** Pause before a retry, grown linearly with each attempt. */
  retryDelayMs: 250,
  /** One app script, from insertion to its load event. */
  scriptTimeoutMs: 8000,
} as const;

/** A configured location made absolute against the page's origin. */
export const absolute = (location: string, origin: string): string => new URL(location, origin).href;
