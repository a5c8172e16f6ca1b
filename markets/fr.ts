import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The French-language French site; fr-en, the English one under /en, derives from it. */
export const frInput: MarketInput = {
  id: "fr",
  name: "France",
  locale: "fr-FR",
  textLocale: "fr-FR",
  country: ["FR", "FRA"],
  language: ["fr", "fra"],
  currency: "EUR",
  formats: { decimalComma: true },
  phone: { prefix: "+33", number: "+33170490300", display: "+33 1 70 49 03 00" },
  productLines: ["rent-car", "ride", "plus"],
  slugs: { stationFinder: "location-voiture" },
  storeLinks: true,
  openHelpCenterEntryPoint: true,
  languageSwitcher: [
    { translationKey: "language.french", value: "fr" },
    { translationKey: "language.english", value: "en" },
  ],
};

export default defineMarket(frInput);
