import { defineMarket } from "./define";

export default defineMarket({
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
});
