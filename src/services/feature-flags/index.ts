/** The feature-flag interface of the plus layout: provider, hooks, config and the local default. */
export { FeatureFlagProvider, useFlag, useFlags } from "./provider";
export { featureFlagConfig, sdkKeyFrom, type FeatureFlagConfig } from "./config";
export { defaultFlagValues, FLAG_COOKIE, flagOverrides, localFlagClient } from "./local-client";
export { flagUser } from "./user";
export { plusFlags, type FeatureFlagClient, type FeatureFlagSdk, type FlagUser, type FlagValues, type PlusFlag } from "./types";
