import { defineMarket } from "./define";

export default defineMarket({
  id: "ma",
  name: "Morocco",
  locale: "fr-MA",
  textLocale: "fr-FR",
  country: ["MA", "MAR"],
  language: ["fr", "fra"],
  currency: "MAD",
  phone: { prefix: "+212", number: "+212522490300", display: "+212 522 49 03 00" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "location-voiture" },
});
