import { defineMarket } from "./define";

export default defineMarket({
  id: "lv",
  name: "Latvia",
  locale: "lv-LV",
  textLocale: "lv-LV",
  country: ["LV", "LVA"],
  language: ["lv", "lav"],
  currency: "EUR",
  phone: { prefix: "+371", number: "+37167490300", display: "+371 6749 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "auto-noma" },
});
