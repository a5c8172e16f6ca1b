import type { Market } from "./schema";

/**
 * The currencies a visitor can pick in the booking engine, in spec §9's order: every market offers
 * them all except those its `hideCurrencies` names (the US hides AED).
 */
export const currencies = [
  "EUR",
  "CHF",
  "AED",
  "ARS",
  "AUD",
  "BRL",
  "CAD",
  "CLP",
  "CRC",
  "DKK",
  "EGP",
  "GBP",
  "HUF",
  "ISK",
  "MXN",
  "NOK",
  "NZD",
  "USD",
  "PLN",
  "RON",
  "SAR",
  "SEK",
  "SGD",
  "COP",
  "MAD",
] as const;
export type Currency = (typeof currencies)[number];

const known: ReadonlySet<string> = new Set(currencies);
/** Whether a code is one of the currencies above. */
export const isCurrency = (code: string): code is Currency => known.has(code);

/** The currencies a market's booking apps offer: its own first, then the others it does not hide. */
export function offeredCurrencies(market: Pick<Market, "defaultCurrency" | "hideCurrencies">): readonly string[] {
  const others = currencies.filter((c) => c !== market.defaultCurrency && !market.hideCurrencies.includes(c));
  return [market.defaultCurrency, ...others];
}
