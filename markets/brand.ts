/** The fictional brand: every host, name and brand-bearing slug derives from here. */
export const brand = {
  name: "Movanta",
  /** Lower-case form used in hosts, slugs and e-mail addresses. */
  slug: "movanta",
  /** Brand orange, also exposed as the theme's `brand` token. */
  orange: "#ff5f00",
  /** Where marketing media (hero images…) live, per site host. */
  mediaBase: "https://media.movanta.example",
} as const;

/** The production host of a country site, e.g. `www.movanta.de`. */
export const productionHost = (tld: string): string => `www.${brand.slug}.${tld}`;

/** The internal test host that resolves to a market's production site. */
export const testHost = (marketId: string): string => `${marketId}.internal.${brand.slug}-test.com`;
