import type { FeatureFlagClient, FlagValues } from "./types";

/** The flags' values when no flag service is configured: the plus product as it ships today. */
export const defaultFlagValues: FlagValues = {
  offerBanners: true,
  hotline: true,
  locationFilter: true,
  showMore: true,
  reviews: true,
  branchAvailability: true,
  contractTerm: true,
  dynamicOffers: false,
  truckTabs: false,
  newBanners: false,
};

/** A flag client with fixed values: the local default, which keeps the site offline-capable and tests deterministic. */
export function localFlagClient(values: FlagValues = defaultFlagValues): FeatureFlagClient {
  return { values: () => values, subscribe: () => () => undefined, close: () => undefined };
}
