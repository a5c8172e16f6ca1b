/** Spec §9 feature flags of the plus product. */
export const plusFlags = [
  "offerBanners",
  "hotline",
  "locationFilter",
  "showMore",
  "reviews",
  "branchAvailability",
  "contractTerm",
  "dynamicOffers",
  "truckTabs",
  "newBanners",
] as const;

/** One plus feature flag. */
export type PlusFlag = (typeof plusFlags)[number];

/** Every flag's current value. */
export type FlagValues = Readonly<Record<PlusFlag, boolean>>;

/** Spec §6: the flag user is a client id (the visitor id, else "1") with the environment as an attribute. */
export type FlagUser = { id: string; attributes: { environment: "dev" | "stage" | "prod" } };

/** Plus actions the flag service hears of as conversions (docs/feature-flags.md, "Events"). */
export const flagConversions = ["offerDetailsOpened", "offerChosen", "campaignRegistrationSent"] as const;

/** One conversion: a plus action an experiment wants more of. */
export type FlagConversion = (typeof flagConversions)[number];

/** What the shell needs from any feature-flag service, local or third-party. */
export type FeatureFlagClient = {
  /** The current values; the same object until they change. */
  values: () => FlagValues;
  /** Calls `onChange` when the values change (a polled service); returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
  /** Stops polling and flushes batched events. */
  close: () => void;
  /** The page view used a flag (called while rendering: it only notes it). A service reports exposures. */
  expose?: (flag: PlusFlag) => void;
  /** A plus action happened. A service reports it as a conversion. */
  convert?: (conversion: FlagConversion) => void;
};

/**
 * What flags are evaluated for, shaped like OpenFeature's evaluation context: `targetingKey` is the
 * visitor id experiments split by (none without consent), with the page's environment.
 */
export type EvaluationContext = Readonly<{ targetingKey?: string; environment: FlagUser["attributes"]["environment"] }>;

/** What a flag service is connected with: its SDK key, the evaluation context, and the non-production cookie's flags to put on top. */
export type FeatureFlagSdkOptions = { sdkKey: string; context: EvaluationContext; overrides: Partial<Record<PlusFlag, boolean>> };

/** Connects a flag service with its SDK key; its code is a chunk of its own, loaded by the provider's effect. */
export type FeatureFlagSdk = (options: FeatureFlagSdkOptions) => Promise<FeatureFlagClient>;
