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

/** Spec §6: the flag user is a client id (default "1") with the environment as an attribute. */
export type FlagUser = { id: string; attributes: { environment: "dev" | "stage" | "prod" } };

/** What the shell needs from any feature-flag service, local or third-party. */
export type FeatureFlagClient = {
  /** The current values; the same object until they change. */
  values: () => FlagValues;
  /** Calls `onChange` when the values change (a polled service); returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
  /** Stops polling and flushes batched events. */
  close: () => void;
};

/** Connects a third-party flag service with its SDK key; the shell never bundles one by default. */
export type FeatureFlagSdk = (options: { sdkKey: string; user: FlagUser }) => Promise<FeatureFlagClient>;
