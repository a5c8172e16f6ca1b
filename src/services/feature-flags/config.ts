import type { FeatureFlagSdk } from "./types";

// A plain pattern, not zod: this module ships in the browser bundle.
const SDK_KEY = /^[A-Za-z0-9_-]{6,128}$/;

/** How the plus layout reaches its flags: a third-party SDK only when both a key and a loader are configured. */
export type FeatureFlagConfig = { sdkKey?: string; loadSdk?: FeatureFlagSdk };

/** The SDK key from the build's environment (a public client key, not a secret); a malformed one is ignored. */
export function sdkKeyFrom(value: string | undefined): string | undefined {
  return value !== undefined && SDK_KEY.test(value) ? value : undefined;
}

/**
 * The site's flag configuration. No SDK ships by default, so flags come from the local defaults;
 * a team that adopts a flag service sets GATSBY_FEATURE_FLAGS_SDK_KEY and adds its loader here.
 */
export const featureFlagConfig: FeatureFlagConfig = { sdkKey: sdkKeyFrom(process.env.GATSBY_FEATURE_FLAGS_SDK_KEY), loadSdk: undefined };
