import { defineMarket } from "./define";

export default defineMarket({
  id: "nl",
  name: "Netherlands",
  locale: "nl-NL",
  textLocale: "nl-NL",
  country: ["NL", "NLD"],
  language: ["nl", "nld"],
  currency: "EUR",
  formats: { decimalComma: true },
  phone: { prefix: "+31", number: "+31204490300", display: "+31 20 449 0300" },
  productLines: ["rent-car", "rent-truck", "ride", "share", "plus", "plus-unlimited"],
  slugs: { stationFinder: "huurautos", truck: "bestelwagens" },
  storeLinks: true,
  openHelpCenterEntryPoint: true,
});
