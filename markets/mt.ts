import { defineMarket } from "./define";

export default defineMarket({
  id: "mt",
  name: "Malta",
  locale: "en-MT",
  textLocale: "en-GB",
  country: ["MT", "MLT"],
  language: ["en", "eng"],
  currency: "EUR",
  phone: { prefix: "+356", number: "+35621490300", display: "+356 2149 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
});
