import type { Market } from "../../markets/schema";
import { appConsent, type AppConsent } from "./app-consent";
import { acceptLanguageHeader } from "../environment/accept-language";
import { absolute, runtimeConfig } from "./config";
import type { Environment } from "../environment/environment";

/** Options a layout hands the app mounted in a slot (e.g. `rideTerms: true` for sign-in). */
export type SlotOptions = Readonly<Record<string, string | number | boolean>>;

/** The props every app's create function receives (the documented contract). */
export type AppProps = Readonly<{
  /** The web API to call, without a trailing slash. */
  apiBase: string;
  /** An Accept-Language header value for the app's API calls, e.g. `de-DE, de;q=0.9`. */
  acceptLanguage: string;
  marketId: string;
  /** BCP 47 locale of the page, e.g. `de-DE`: texts, dates and numbers. */
  locale: string;
  /** ISO 4217 currency of prices, e.g. `EUR`. */
  currency: string;
  /** The app's own base URL (ends in `/`), for its assets. */
  appBase: string;
  /** The layout's options for this slot. */
  options: SlotOptions;
  /** The visitor's cookie consent now (`consent.current()`) and its later changes (`consent.subscribe`). */
  consent: AppConsent;
}>;

type MarketFacts = Pick<Market, "id" | "locale" | "defaultCurrency" | "acceptLanguage">;

/** The props of an app for a page of the given market. */
export function appProps(
  market: MarketFacts,
  environment: Environment,
  origin: string,
  appBase: string,
  options: SlotOptions = {},
): AppProps {
  return Object.freeze({
    apiBase: absolute(runtimeConfig.apiBase[environment], origin).replace(/\/$/, ""),
    acceptLanguage: acceptLanguageHeader(market.acceptLanguage),
    marketId: market.id,
    locale: market.locale,
    currency: market.defaultCurrency,
    appBase,
    options: Object.freeze({ ...options }),
    consent: appConsent,
  });
}
