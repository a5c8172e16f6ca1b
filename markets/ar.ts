import { defineMarket } from "./define";

export default defineMarket({
  id: "ar",
  name: "Argentina",
  tld: "com.ar",
  locale: "es-AR",
  textLocale: "es-ES",
  country: ["AR", "ARG"],
  language: ["es", "spa"],
  currency: "ARS",
  formats: { sundayFirst: true },
  phone: { prefix: "+54", number: "+541144490300", display: "+54 11 4449-0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "alquiler-autos", contact: "/contacto/" },
});
