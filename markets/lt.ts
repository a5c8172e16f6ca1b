import { defineMarket } from "./define";

export default defineMarket({
  id: "lt",
  name: "Lithuania",
  locale: "lt-LT",
  textLocale: "lt-LT",
  country: ["LT", "LTU"],
  language: ["lt", "lit"],
  currency: "EUR",
  phone: { prefix: "+370", number: "+37052490300", display: "+370 5 249 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "automobiliu-nuoma" },
});
