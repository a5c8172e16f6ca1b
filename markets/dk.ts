import { defineMarket } from "./define";

export default defineMarket({
  id: "dk",
  name: "Denmark",
  locale: "da-DK",
  textLocale: "da-DK",
  country: ["DK", "DNK"],
  language: ["da", "dan"],
  currency: "DKK",
  phone: { prefix: "+45", number: "+4532490300", display: "+45 32 49 03 00" },
  productLines: ["rent-car", "rent-truck"],
  slugs: { stationFinder: "billeje", truck: "varevogne", contact: "/kontakt/" },
});
