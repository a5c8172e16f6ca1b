import { defineMarket } from "./define";

export default defineMarket({
  id: "ee",
  name: "Estonia",
  locale: "et-EE",
  textLocale: "et-EE",
  country: ["EE", "EST"],
  language: ["et", "est"],
  currency: "EUR",
  phone: { prefix: "+372", number: "+3726490300", display: "+372 649 0300" },
  productLines: ["rent-car", "rent-truck"],
  slugs: { stationFinder: "autorent", truck: "veokite-rent" },
});
