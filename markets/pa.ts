import { defineMarket } from "./define";

export default defineMarket({
  id: "pa",
  name: "Panama",
  locale: "es-PA",
  textLocale: "es-ES",
  country: ["PA", "PAN"],
  language: ["es", "spa"],
  currency: "USD",
  formats: { sundayFirst: true },
  phone: { prefix: "+507", number: "+5073490300", display: "+507 349 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "alquiler-autos", contact: "/contacto/" },
});
