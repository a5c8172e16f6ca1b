import { defineMarket } from "./define";

export default defineMarket({
  id: "is",
  name: "Iceland",
  locale: "is-IS",
  textLocale: "is-IS",
  country: ["IS", "ISL"],
  language: ["is", "isl"],
  currency: "ISK",
  formats: { sundayFirst: true },
  phone: { prefix: "+354", number: "+3545490300", display: "+354 549 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "bilaleiga" },
});
