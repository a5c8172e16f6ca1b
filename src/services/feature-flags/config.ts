import type { Environment } from "../../environment/environment";
import type { FeatureFlagSdk } from "./types";

// A plain pattern, not zod: this module ships in the browser bundle.
const SDK_KEY = /^[A-Za-z0-9_-]{6,128}$/;

/** How the plus layout reaches its flags: the flag service of the page's environment, when that environment has a key. */
export type FeatureFlagConfig = { sdkKeys: Readonly<Partial<Record<Environment, string>>>; loadSdk?: FeatureFlagSdk };

/** The SDK key from the build's environment (a public client key, not a secret); a malformed one is ignored. */
export function sdkKeyFrom(value: string | undefined): string | undefined {
  return value !== undefined && SDK_KEY.test(value) ? value : undefined;
}

/** The stand-in's public key: `npm start` and the tests talk to it with no set-up. */
export const LOCAL_SDK_KEY = "local-flags-key";

/** Loads the flag client, a chunk of its own (`flag-client`), and connects it. */
export const loadFlagService: FeatureFlagSdk = (options) =>
  import(/* webpackChunkName: "flag-client" */ "./service/client").then((client) => client.connectFlagService(options));

const builtKey = sdkKeyFrom(process.env.GATSBY_FEATURE_FLAGS_SDK_KEY);

/**
 * The site's flag configuration: the local stand-in in dev; on stage and production the service keyed
 * by GATSBY_FEATURE_FLAGS_SDK_KEY, and without that key the local defaults (docs/feature-flags.md).
 */
export const featureFlagConfig: FeatureFlagConfig = {
  sdkKeys: builtKey ? { dev: LOCAL_SDK_KEY, stage: builtKey, prod: builtKey } : { dev: LOCAL_SDK_KEY },
  loadSdk: loadFlagService,
};
