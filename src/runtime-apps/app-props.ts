import { offeredCurrencies } from "../../markets/currencies";
import type { Market } from "../../markets/schema";
import { appConsent, type AppConsent } from "./app-consent";
import { acceptLanguageHeader } from "../environment/accept-language";
import { absolute, runtimeConfig } from "./config";
import { directionOf } from "../i18n/direction";
import type { Environment } from "../environment/environment";
import type { SlotName } from "./slots";

/** Options a layout hands the app mounted in a slot (e.g. `rideTerms: true` for sign-in). */
export type SlotOptions = Readonly<Record<string, string | number | boolean>>;

/** A time of day, as the market config writes it. */
export type TimeOfDay = Readonly<{ hour: number; minute: number }>;

/** What only an app that books receives (docs/runtime-apps.md, "Props of the apps that book"). */
export type BookingProps = Readonly<{
  /** The market's default pickup and return times (spec §9: 12:30 and 08:30), for a new search. */
  initialDate: Readonly<{ pickup: TimeOfDay; return: TimeOfDay }>;
  /** The currencies the visitor may pick, the market's own first; the market's `hideCurrencies` are left out. */
  currencies: readonly string[];
}>;

/** The props every app's create function receives (the documented contract). */
export type AppProps = Readonly<{
  /** The web API to call, without a trailing slash. */
  apiBase: string;
  /** An Accept-Language header value for the app's API calls, e.g. `de-DE, de;q=0.9`. */
  acceptLanguage: string;
  marketId: string;
  /** The market's country as ISO 3166-1 alpha-2 and alpha-3 codes, for APIs that want one or the other. */
  country: Readonly<{ alpha2: string; alpha3: string }>;
  /** The page's language as ISO 639-1 and ISO 639-2 codes. */
  language: Readonly<{ alpha2: string; alpha3: string }>;
  /** BCP 47 locale of the page, e.g. `de-DE`: texts, dates and numbers. */
  locale: string;
  /** The page's writing direction: `rtl` on Arabic pages, where the app lays itself out right to left. */
  direction: "ltr" | "rtl";
  /** The market's clock, which the locale alone does not tell (en-GB is 12-hour here): `HH:mm` or `hh:mm a`. */
  timeFormat: Market["formats"]["time"];
  /** The page's numeric date, which the locale alone does not tell either (`DD.MM.YYYY`, `MM/DD/YYYY`; docs/languages.md, "Dates"). */
  dateFormat: string;
  /** ISO 4217 currency of prices, e.g. `EUR`. */
  currency: string;
  /** The app's own base URL (ends in `/`), for its assets. */
  appBase: string;
  /** The layout's options for this slot. */
  options: SlotOptions;
  /** The visitor's cookie consent now (`consent.current()`) and its later changes (`consent.subscribe`). */
  consent: AppConsent;
}> &
  Partial<BookingProps>;

/**
 * The slots whose apps book a rental or a ride, and so start from the market's default times and
 * offer its currencies: the booking engine (a rental search), the ride booking and the booking
 * funnel. The subscription checkout takes its pickup date from the offers list and prices in the
 * offer's currency; the others (account, ride home, digital check-out) book nothing.
 */
export const bookingSlots: ReadonlySet<SlotName> = new Set<SlotName>(["booking-engine", "ride-booking", "funnel-container"]);

type MarketFacts = Pick<
  Market,
  | "id"
  | "locale"
  | "defaultCurrency"
  | "acceptLanguage"
  | "formats"
  | "initialDate"
  | "hideCurrencies"
  | "countryAlpha2"
  | "countryAlpha3"
  | "langAlpha2"
  | "langAlpha3"
>;

/** The booking props of a market, frozen to the last level. */
function bookingProps(market: MarketFacts): BookingProps {
  const { pickup, return: back } = market.initialDate;
  return Object.freeze({
    initialDate: Object.freeze({ pickup: Object.freeze({ ...pickup }), return: Object.freeze({ ...back }) }),
    currencies: Object.freeze([...offeredCurrencies(market)]),
  });
}

/**
 * The props of an app for a page of the given market, whose numeric dates follow `datePattern` (the
 * page's `useMarketFormats().datePattern`); an app in one of the `bookingSlots` also gets BookingProps.
 */
export function appProps(
  market: MarketFacts,
  datePattern: string,
  environment: Environment,
  origin: string,
  appBase: string,
  options: SlotOptions = {},
  slot?: SlotName,
): AppProps {
  return Object.freeze({
    apiBase: absolute(runtimeConfig.apiBase[environment], origin).replace(/\/$/, ""),
    acceptLanguage: acceptLanguageHeader(market.acceptLanguage),
    marketId: market.id,
    country: Object.freeze({ alpha2: market.countryAlpha2, alpha3: market.countryAlpha3 }),
    language: Object.freeze({ alpha2: market.langAlpha2, alpha3: market.langAlpha3 }),
    locale: market.locale,
    direction: directionOf(market.locale),
    timeFormat: market.formats.time,
    dateFormat: datePattern,
    currency: market.defaultCurrency,
    appBase,
    options: Object.freeze({ ...options }),
    consent: appConsent,
    ...(slot !== undefined && bookingSlots.has(slot) && bookingProps(market)),
  });
}
