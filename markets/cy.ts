import { defineMarket } from "./define";

export default defineMarket({
  id: "cy",
  name: "Cyprus",
  locale: "en-CY",
  textLocale: "en-GB",
  country: ["CY", "CYP"],
  language: ["en", "eng"],
  currency: "EUR",
  phone: { prefix: "+357", number: "+35722490300", display: "+357 22 490300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
});
