import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The Spanish-language Spanish site; es-en, the English one under /en, derives from it. */
export const esInput: MarketInput = {
  id: "es",
  name: "Spain",
  locale: "es-ES",
  textLocale: "es-ES",
  country: ["ES", "ESP"],
  language: ["es", "spa"],
  currency: "EUR",
  formats: { decimalComma: true },
  phone: { prefix: "+34", number: "+34910900300", display: "+34 910 900 300" },
  productLines: ["rent-car", "rent-truck", "ride", "plus"],
  slugs: { stationFinder: "alquiler-autos", truck: "alquiler-de-camiones", contact: "/contacto/" },
  storeLinks: true,
  openHelpCenterEntryPoint: true,
  languageSwitcher: [
    { translationKey: "language.spanish", value: "es" },
    { translationKey: "language.english", value: "en" },
  ],
};

export default defineMarket(esInput);
