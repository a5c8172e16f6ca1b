import { defineMarket } from "./define";

export default defineMarket({
  id: "hu",
  name: "Hungary",
  locale: "hu-HU",
  textLocale: "hu-HU",
  country: ["HU", "HUN"],
  language: ["hu", "hun"],
  currency: "HUF",
  phone: { prefix: "+36", number: "+3612490300", display: "+36 1 249 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "autoberles" },
});
