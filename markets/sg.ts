import { defineMarket } from "./define";

export default defineMarket({
  id: "sg",
  name: "Singapore",
  locale: "en-SG",
  textLocale: "en-US",
  country: ["SG", "SGP"],
  language: ["en", "eng"],
  currency: "SGD",
  // The en-US bundle writes the US order, month first; the country writes the day first (docs/languages.md, "Dates").
  formats: { sundayFirst: true, date: "DD.MM.YYYY" },
  phone: { prefix: "+65", number: "+6564490300", display: "+65 6449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
});
