import { defineMarket } from "./define";

export default defineMarket({
  id: "eg",
  name: "Egypt",
  locale: "en-EG",
  textLocale: "en-US",
  country: ["EG", "EGY"],
  language: ["en", "eng"],
  currency: "EGP",
  phone: { prefix: "+20", number: "+20224490300", display: "+20 2 2449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
});
