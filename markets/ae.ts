import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The English-language United Arab Emirates site, at the host's root; ae-ar, the Arabic one under /ar, derives from it. */
export const aeInput: MarketInput = {
  id: "ae",
  name: "United Arab Emirates",
  locale: "en-AE",
  textLocale: "en-US",
  country: ["AE", "ARE"],
  language: ["en", "eng"],
  currency: "AED",
  // The en-US bundle writes the US order, month first; the country writes the day first (docs/languages.md, "Dates").
  formats: { date: "DD.MM.YYYY" },
  phone: { prefix: "+971", number: "+97144490300", display: "+971 4 449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
  languageSwitcher: [
    { translationKey: "language.english", value: "en" },
    { translationKey: "language.arabic", value: "ar" },
  ],
};

export default defineMarket(aeInput);
