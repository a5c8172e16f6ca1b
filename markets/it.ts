import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The Italian-language Italian site; it-en, the English one under /en, derives from it. */
export const itInput: MarketInput = {
  id: "it",
  name: "Italy",
  locale: "it-IT",
  textLocale: "it-IT",
  country: ["IT", "ITA"],
  language: ["it", "ita"],
  currency: "EUR",
  formats: { decimalComma: true },
  phone: { prefix: "+39", number: "+390249490300", display: "+39 02 4949 0300" },
  productLines: ["rent-car", "plus"],
  slugs: { stationFinder: "noleggio-auto" },
  openHelpCenterEntryPoint: true,
  languageSwitcher: [
    { translationKey: "language.italian", value: "it" },
    { translationKey: "language.english", value: "en" },
  ],
};

export default defineMarket(itInput);
