import { defineMarket } from "./define";

export default defineMarket({
  id: "no",
  name: "Norway",
  locale: "nb-NO",
  textLocale: "nb-NO",
  acceptLanguage: ["nb-NO", "no", "nb"],
  country: ["NO", "NOR"],
  language: ["no", "nor"],
  currency: "NOK",
  phone: { prefix: "+47", number: "+4721490300", display: "+47 21 49 03 00" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "bilutleie", contact: "/kontakt/" },
});
