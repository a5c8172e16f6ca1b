import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The English-language Canadian site; ca-fr derives from it. */
export const caInput: MarketInput = {
  id: "ca",
  name: "Canada",
  locale: "en-CA",
  textLocale: "en-US",
  country: ["CA", "CAN"],
  language: ["en", "eng"],
  currency: "CAD",
  // The en-US bundle writes the US order, month first; the country writes the day first (docs/languages.md, "Dates").
  formats: { hour12: true, sundayFirst: true, date: "DD.MM.YYYY" },
  phone: { prefix: "+1", number: "+18884490300", display: "+1 (888) 449-0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
  languageSwitcher: [
    { translationKey: "language.english", value: "en" },
    { translationKey: "language.french", value: "fr" },
  ],
};

export default defineMarket(caInput);
