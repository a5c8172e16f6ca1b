import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The English-language Egypt site, at the host's root; eg-ar, the Arabic one under /ar, derives from it. */
export const egInput: MarketInput = {
  id: "eg",
  name: "Egypt",
  locale: "en-EG",
  textLocale: "en-US",
  country: ["EG", "EGY"],
  language: ["en", "eng"],
  currency: "EGP",
  // The en-US bundle writes the US order, month first; the country writes the day first (docs/languages.md, "Dates").
  formats: { date: "DD.MM.YYYY" },
  phone: { prefix: "+20", number: "+20224490300", display: "+20 2 2449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
  languageSwitcher: [
    { translationKey: "language.english", value: "en" },
    { translationKey: "language.arabic", value: "ar" },
  ],
};

export default defineMarket(egInput);
