import { defineMarket } from "./define";

export default defineMarket({
  id: "se",
  name: "Sweden",
  locale: "sv-SE",
  textLocale: "sv-SE",
  country: ["SE", "SWE"],
  language: ["sv", "swe"],
  currency: "SEK",
  formats: { decimalComma: true },
  phone: { prefix: "+46", number: "+46844903000", display: "+46 8 449 030 00" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "biluthyrning", contact: "/kontakt/" },
});
