import { defineMarket } from "./define";

export default defineMarket({
  id: "hr",
  name: "Croatia",
  locale: "hr-HR",
  textLocale: "hr-HR",
  country: ["HR", "HRV"],
  language: ["hr", "hrv"],
  currency: "EUR",
  formats: { sundayFirst: true },
  phone: { prefix: "+385", number: "+38514890300", display: "+385 1 4890 300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "najam-automobila" },
});
