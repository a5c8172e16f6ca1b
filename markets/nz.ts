import { defineMarket } from "./define";

export default defineMarket({
  id: "nz",
  name: "New Zealand",
  tld: "co.nz",
  locale: "en-NZ",
  textLocale: "en-NZ",
  country: ["NZ", "NZL"],
  language: ["en", "eng"],
  currency: "NZD",
  // The en-NZ bundle writes the month first (spec §9); the country writes the day first (docs/languages.md, "Dates").
  formats: { hour12: true, date: "DD.MM.YYYY" },
  phone: { prefix: "+64", number: "+6494490300", display: "+64 9 449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
});
