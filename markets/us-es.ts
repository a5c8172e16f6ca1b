import { defineMarket } from "./define";
import us from "./us";

/** The Spanish-language site on the US host, under /es. */
export default defineMarket({
  id: "us-es",
  name: "United States (Spanish)",
  host: us.host,
  pathPrefix: "/es",
  locale: "es-US",
  textLocale: "es-ES",
  acceptLanguage: ["es-US", "es", "en-US"],
  country: ["US", "USA"],
  language: ["es", "spa"],
  currency: "USD",
  formats: { hour12: true, date: "MM/DD/YYYY", miles: true, sundayFirst: true },
  phone: { prefix: "+1", number: "+18882749001", display: "+1 (888) 274-9001" },
  productLines: ["rent-car", "rent-truck", "ride", "plus"],
  slugs: { stationFinder: "alquiler-autos", truck: "alquiler-de-camiones" },
  storeLinks: true,
  hideCurrencies: ["AED"],
  openHelpCenterEntryPoint: true,
  languageSwitcher: us.languageSwitcher,
});
