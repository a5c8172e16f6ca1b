import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The English-language Saudi Arabia site, at the host's root; sa-ar, the Arabic one under /ar, derives from it. */
export const saInput: MarketInput = {
  id: "sa",
  name: "Saudi Arabia",
  locale: "en-SA",
  textLocale: "en-US",
  country: ["SA", "SAU"],
  language: ["en", "eng"],
  currency: "SAR",
  // The en-US bundle writes the US order, month first; the country writes the day first (docs/languages.md, "Dates").
  formats: { hour12: true, date: "DD.MM.YYYY" },
  phone: { prefix: "+966", number: "+966114490300", display: "+966 11 449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
  languageSwitcher: [
    { translationKey: "language.english", value: "en" },
    { translationKey: "language.arabic", value: "ar" },
  ],
};

export default defineMarket(saInput);
