/** The feature-flag interface of the plus layout: provider, hooks, config and the local default. */
export { FeatureFlagProvider, useFlag, useFlagConversion, useFlags, useFlagsNeeded } from "./provider";
export { featureFlagConfig, LOCAL_SDK_KEY, loadFlagService, sdkKeyFrom, type FeatureFlagConfig } from "./config";
export { defaultFlagValues, FLAG_COOKIE, flagOverrides, localFlagClient } from "./local-client";
export { flagUser, userOf } from "./user";
export {
  flagConversions,
  plusFlags,
  type FeatureFlagClient,
  type FeatureFlagSdk,
  type EvaluationContext,
  type FeatureFlagSdkOptions,
  type FlagConversion,
  type FlagUser,
  type FlagValues,
  type PlusFlag,
} from "./types";
