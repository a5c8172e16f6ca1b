import { defineMarket } from "./define";

export default defineMarket({
  id: "au",
  name: "Australia",
  tld: "com.au",
  locale: "en-AU",
  textLocale: "en-AU",
  country: ["AU", "AUS"],
  language: ["en", "eng"],
  currency: "AUD",
  formats: { hour12: true },
  phone: { prefix: "+61", number: "+61294490300", display: "+61 2 9449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
});
