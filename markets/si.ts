import { defineMarket } from "./define";

export default defineMarket({
  id: "si",
  name: "Slovenia",
  locale: "sl-SI",
  textLocale: "sl-SI",
  country: ["SI", "SVN"],
  language: ["sl", "slv"],
  currency: "EUR",
  formats: { sundayFirst: true },
  phone: { prefix: "+386", number: "+38614490300", display: "+386 1 449 03 00" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "najem-vozil" },
});
