import { defineMarket } from "./define";

export default defineMarket({
  id: "fi",
  name: "Finland",
  locale: "fi-FI",
  textLocale: "fi-FI",
  country: ["FI", "FIN"],
  language: ["fi", "fin"],
  currency: "EUR",
  phone: { prefix: "+358", number: "+358942450300", display: "+358 9 4245 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "autonvuokraus" },
});
