import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The Croatian-language Croatian site; hr-en, the English one under /en, derives from it. */
export const hrInput: MarketInput = {
  id: "hr",
  name: "Croatia",
  locale: "hr-HR",
  textLocale: "hr-HR",
  country: ["HR", "HRV"],
  language: ["hr", "hrv"],
  currency: "EUR",
  formats: { sundayFirst: true },
  phone: { prefix: "+385", number: "+38514890300", display: "+385 1 4890 300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "najam-automobila" },
  languageSwitcher: [
    { translationKey: "language.croatian", value: "hr" },
    { translationKey: "language.english", value: "en" },
  ],
};

export default defineMarket(hrInput);
