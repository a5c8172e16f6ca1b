import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The Dutch-language Belgian site; be-fr derives from it. */
export const beInput: MarketInput = {
  id: "be",
  name: "Belgium",
  locale: "nl-BE",
  textLocale: "nl-BE",
  country: ["BE", "BEL"],
  language: ["nl", "nld"],
  currency: "EUR",
  formats: { decimalComma: true },
  phone: { prefix: "+32", number: "+3224490300", display: "+32 2 449 03 00" },
  productLines: ["rent-car", "rent-truck"],
  slugs: { stationFinder: "huurautos", truck: "bestelwagens" },
  languageSwitcher: [
    { translationKey: "language.dutch", value: "nl" },
    { translationKey: "language.french", value: "fr" },
  ],
};

export default defineMarket(beInput);
