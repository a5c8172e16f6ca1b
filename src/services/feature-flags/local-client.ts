import { plusFlags, type FeatureFlagClient, type FlagValues, type PlusFlag } from "./types";

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

/** The cookie that flips flags outside production, for testers and e2e tests: `reviews:off,dynamicOffers:on`. */
export const FLAG_COOKIE = "movanta_flags";

/** The flags a flag cookie sets; unknown names and values are ignored. */
export function flagOverrides(cookie: string | undefined): Partial<Record<PlusFlag, boolean>> {
  const overrides: Partial<Record<PlusFlag, boolean>> = {};
  for (const pair of (cookie ?? "").split(",")) {
    const [name = "", value = ""] = pair.trim().split(":");
    const flag = plusFlags.find((f) => f === name);
    if (flag && /^(on|off)$/.test(value)) overrides[flag] = value === "on";
  }
  return overrides;
}
