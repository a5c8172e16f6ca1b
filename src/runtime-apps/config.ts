import { brand } from "../../markets/brand";
import type { Environment } from "./environment";

/** Per-environment value; dev values are paths on the page's own origin (the local server). */
type PerEnvironment = Readonly<Record<Environment, string>>;

/** Where runtime apps, the web API and the shell's assets live, and how long the loader waits. */
export const runtimeConfig = {
  /** Root of all app bases: an app's base is `<root><name>/`, or `<root><name>/<version>/`. */
  appRoot: {
    dev: "/apps/",
    stage: `https://apps.internal.${brand.slug}-test.com/`,
    prod: `https://apps.${brand.slug}.example/`,
  } satisfies PerEnvironment,
  /** The web API handed to apps as `apiBase`; in dev the fixture API of the local server. */
  apiBase: {
    dev: "/api",
    stage: `https://api.internal.${brand.slug}-test.com`,
    prod: `https://api.${brand.slug}.example`,
  } satisfies PerEnvironment,
  /** The skeleton bundle apps may use for their own loading states (spec §7). */
  skeletonScript: {
    dev: "/apps/_shell/skeleton.js",
    stage: `https://apps.internal.${brand.slug}-test.com/_shell/skeleton.js`,
    prod: `https://apps.${brand.slug}.example/_shell/skeleton.js`,
  } satisfies PerEnvironment,
  /** The external fonts stylesheet (spec §7). */
  fontsStylesheet: {
    dev: "/apps/_shell/fonts.css",
    stage: `https://fonts.internal.${brand.slug}-test.com/fonts.css`,
    prod: `https://fonts.${brand.slug}.example/fonts.css`,
  } satisfies PerEnvironment,
  /** One bootstrapper attempt, body included; a timed-out attempt counts as failed. */
  bootstrapperTimeoutMs: 3000,
  /** Extra attempts after a network error, a timeout or a 5xx answer (never after a 4xx). */
  bootstrapperRetries: 1,
  /** Pause before a retry, grown linearly with each attempt. */
  retryDelayMs: 250,
  /** One app script, from insertion to its load event. */
  scriptTimeoutMs: 8000,
  /** A create function that returns a promise must settle within this time. */
  createTimeoutMs: 5000,
} as const;

/** A configured location made absolute against the page's origin. */
export const absolute = (location: string, origin: string): string => new URL(location, origin).href;
