/**
 * Every runtime application of spec §3, by family: a member `m` of family `f` is the app `f-m`,
 * the empty member is the family's own app. A name is also the app's folder under its app base
 * and the `<name>` of a `?<name>_<version>` override, so names use only `a-z`, digits and `-`.
 */
export const appFamilies = {
  debugger: [""],
  "digital-checkout": ["", "offers", "extras", "driver", "confirmation"],
  account: ["", "bookings", "business-hub", "invoice-correction", "profiles", "subscriptions"],
  phoenix: [""],
  "rac-search": [""],
  "ride-home": [""],
  "help-center": [""],
  "unsupported-browser": [""],
  "long-term-rental": ["container", "mileage-update", "user-acceptance"],
  zen: ["auth", "home", "search", "confirmation", "funnel-container", "nearby-branches", "offer-checkout", "offer-list", "services"],
  plus: ["offer-list", "create-offer", "unlimited"],
} as const;

type Families = typeof appFamilies;
type NameIn<F extends keyof Families, M extends string> = M extends "" ? F : `${F}-${M}`;

/** The name of one runtime application. */
export type AppName = { [F in keyof Families]: NameIn<F, Families[F][number]> }[keyof Families];

/** All application names, in family order. */
export const appNames: readonly string[] = Object.entries(appFamilies).flatMap(([family, members]) =>
  members.map((member: string) => (member ? `${family}-${member}` : family)),
);

const known: ReadonlySet<string> = new Set(appNames);

/** Narrows a string (from a URL or storage) to a known application name. */
export const isAppName = (value: string): value is AppName => known.has(value);
