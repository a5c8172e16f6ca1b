import { defineMarket } from "./define";

export default defineMarket({
  id: "sa",
  name: "Saudi Arabia",
  locale: "en-SA",
  textLocale: "en-US",
  country: ["SA", "SAU"],
  language: ["en", "eng"],
  currency: "SAR",
  formats: { hour12: true },
  phone: { prefix: "+966", number: "+966114490300", display: "+966 11 449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
});
