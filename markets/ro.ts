import { defineMarket } from "./define";

export default defineMarket({
  id: "ro",
  name: "Romania",
  locale: "ro-RO",
  textLocale: "ro-RO",
  country: ["RO", "ROU"],
  language: ["ro", "ron"],
  currency: "RON",
  formats: { sundayFirst: true },
  phone: { prefix: "+40", number: "+40314490300", display: "+40 31 449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "inchirieri-auto" },
});
