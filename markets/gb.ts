import { defineMarket } from "./define";

export default defineMarket({
  id: "gb",
  name: "United Kingdom",
  tld: "co.uk",
  locale: "en-GB",
  textLocale: "en-GB",
  country: ["GB", "GBR"],
  language: ["en", "eng"],
  currency: "GBP",
  formats: { hour12: true, date: "DD/MM/YYYY", miles: true },
  phone: { prefix: "+44", number: "+443442499000", display: "+44 344 249 9000" },
  productLines: ["rent-car", "rent-truck", "ride", "share", "plus"],
  slugs: { stationFinder: "car-hire", truck: "truck" },
  storeLinks: true,
});
