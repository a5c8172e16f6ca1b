import { brand } from "./brand";
import type { Market, MarketFormats, ProductLine, TextLocale } from "./schema";

/** What differs from market to market; everything else comes from the shared defaults below. */
export type MarketInput = {
  id: string;
  name: string;
  /** Top-level domain of the production host (`de`, `co.uk`…); ignored when `host` is given. */
  tld?: string;
  host?: string;
  pathPrefix?: string;
  locale: string;
  textLocale: TextLocale;
  acceptLanguage?: string[];
  country: [alpha2: string, alpha3: string];
  language: [alpha2: string, alpha3: string];
  currency: string;
  /**
   * Only the departures from the most common formats (24 h, dot, km, Monday, short date `DD. MMM`). Without
   * `date` the market's pages write their text bundle's numeric date (docs/languages.md, "Dates").
   */
  formats?: {
    hour12?: true;
    date?: MarketFormats["date"];
    nameDate?: MarketFormats["nameDate"];
    decimalComma?: true;
    miles?: true;
    imperial?: true;
    sundayFirst?: true;
  };
  phone: { prefix: string; number: string; display: string };
  mail?: string;
  productLines: ProductLine[];
  slugs: { stationFinder: string } & Partial<Omit<Market["slugs"], "stationFinder" | "account">>;
  /** Markets whose app-store links the site shows (spec §9: US, AT, DE, NL, GB, FR, ES, CH). */
  storeLinks?: true;
  links?: Partial<Market["links"]>;
  languageSwitcher?: Market["languageSwitcher"];
  openHelpCenterEntryPoint?: boolean;
  hidePrivacyPolicy?: boolean;
  hideCurrencies?: string[];
};

/** Countries whose plus customers one regional team serves (spec §8): the German-speaking ones share one. */
const plusRegions: Readonly<Record<string, string>> = { DE: "dach", AT: "dach", CH: "dach" };

/** The regional plus support mailbox of a country: its region's, else the country's own. */
export const plusSupportMailOf = (countryAlpha2: string): string =>
  `plus-${plusRegions[countryAlpha2] ?? countryAlpha2.toLowerCase()}@${brand.slug}.example`;

/** Every market starts with pickup 12:30 and return 08:30 (spec §9). */
export const initialDate = { pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } } as const;

export const browserDownloadLink = {
  chrome: "https://www.google.com/chrome/",
  safari: "https://support.apple.com/downloads/safari",
  firefox: "https://www.mozilla.org/firefox/new/",
  edge: "https://www.microsoft.com/edge/download",
  opera: "https://www.opera.com/download",
} as const;

/** Builds the formats block from the few facts that vary (spec §9 tables). */
export function formatsFrom(f: MarketInput["formats"] = {}): MarketFormats {
  return {
    time: f.hour12 ? "hh:mm a" : "HH:mm",
    decimalSeperator: f.decimalComma ? "," : ".",
    ...(f.date !== undefined && { date: f.date }),
    nameDate: f.nameDate ?? "DD. MMM",
    measureOfLength: f.miles ? "mi" : "km",
    measures: f.imperial ? "imperial" : "metric",
    hour12Format: f.hour12 ?? false,
    isFirstDaySunday: f.sundayFirst ?? false,
  };
}

/** Host-relative links under the market's language prefix; product-line FAQs only where offered, the privacy policy only where shown. */
export function linksFor(prefix: string, host: string, lines: ProductLine[], storeLinks: boolean, hidePrivacy: boolean): Market["links"] {
  const at = (path: string): string => `${prefix}/${path}`;
  return {
    termsConditions: at("terms-conditions"),
    termsPdf: `${brand.mediaBase}/${host}/documents/terms-conditions.pdf`,
    ...(!hidePrivacy && { privacy: at("privacy") }),
    imprint: at("imprint"),
    rentalInformation: at("rental-information"),
    protection: at("protection"),
    loyaltyCards: at("loyalty-cards"),
    partners: at("partners"),
    threeDSecureFaq: at("3d-secure-faq"),
    paymentInfo: at("payment-info"),
    corporateLogin: at("business/login"),
    corporateSignup: at("business/signup"),
    ...(lines.includes("plus") && { plusOffers: at("plus"), plusFaq: at("plus/faq") }),
    ...(lines.includes("share") && { shareFaq: at("share/faq") }),
    ...(lines.includes("ride") && { rideFaq: at("ride/faq") }),
    ...(storeLinks && {
      appStore: `https://apps.${brand.slug}.example/ios?country=${host.split(".").pop() ?? ""}`,
      playStore: `https://apps.${brand.slug}.example/android?country=${host.split(".").pop() ?? ""}`,
    }),
  };
}
