import { defineMarket } from "./define";

export default defineMarket({
  id: "gp",
  name: "Guadeloupe",
  locale: "fr-GP",
  textLocale: "fr-FR",
  country: ["GP", "GLP"],
  language: ["fr", "fra"],
  currency: "EUR",
  phone: { prefix: "+590", number: "+590590490300", display: "+590 590 49 03 00" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "location-voiture" },
});
