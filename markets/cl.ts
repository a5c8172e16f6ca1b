import { defineMarket } from "./define";

export default defineMarket({
  id: "cl",
  name: "Chile",
  locale: "es-CL",
  textLocale: "es-ES",
  country: ["CL", "CHL"],
  language: ["es", "spa"],
  currency: "CLP",
  formats: { sundayFirst: true },
  phone: { prefix: "+56", number: "+56224490300", display: "+56 2 2449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "arriendo-de-autos", contact: "/contacto/" },
});
