import { defineMarket } from "./define";

export default defineMarket({
  id: "ae",
  name: "United Arab Emirates",
  locale: "en-AE",
  textLocale: "en-US",
  country: ["AE", "ARE"],
  language: ["en", "eng"],
  currency: "AED",
  phone: { prefix: "+971", number: "+97144490300", display: "+971 4 449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "car-rental" },
});
