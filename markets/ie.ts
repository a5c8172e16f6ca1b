import { defineMarket } from "./define";

export default defineMarket({
  id: "ie",
  name: "Ireland",
  locale: "en-IE",
  textLocale: "en-GB",
  country: ["IE", "IRL"],
  language: ["en", "eng"],
  currency: "EUR",
  formats: { hour12: true },
  phone: { prefix: "+353", number: "+35315490300", display: "+353 1 549 0300" },
  productLines: ["rent-car", "rent-truck"],
  slugs: { stationFinder: "car-rental", truck: "truck" },
});
