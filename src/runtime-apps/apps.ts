/**
 * Every runtime application of spec §3, by family. A name is also the app's folder under its app
 * base and the `<name>` of a `?<name>_<version>` override, so names use only `a-z`, digits and `-`.
 */
export const appFamilies = {
  debugger: ["debugger"],
  "digital-checkout": ["digital-checkout"],
  account: ["account", "account-bookings", "account-business-hub", "account-invoice-correction", "account-profiles", "account-subscriptions"],
  phoenix: ["phoenix"],
  "rac-search": ["rac-search"],
  "ride-home": ["ride-home"],
  "help-center": ["help-center"],
  "unsupported-browser": ["unsupported-browser"],
  "long-term-rental": ["long-term-rental-container", "long-term-rental-mileage-update", "long-term-rental-user-acceptance"],
  zen: [
    "zen-auth", "zen-home", "zen-search", "zen-confirmation", "zen-funnel-container",
    "zen-nearby-branches", "zen-offer-checkout", "zen-offer-list", "zen-services",
  ],
  plus: ["plus-offer-list", "plus-create-offer", "plus-unlimited"],
} as const;

/** The name of one runtime application. */
export type AppName = (typeof appFamilies)[keyof typeof appFamilies][number];

/** All application names, in family order. */
export const appNames: readonly AppName[] = Object.values(appFamilies).flat();

const known: ReadonlySet<string> = new Set(appNames);

/** Narrows a string (from a URL or storage) to a known application name. */
export const isAppName = (value: string): value is AppName => known.has(value);
