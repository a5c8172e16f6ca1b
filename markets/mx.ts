import { defineMarket } from "./define";

export default defineMarket({
  id: "mx",
  name: "Mexico",
  tld: "com.mx",
  locale: "es-MX",
  textLocale: "es-ES",
  country: ["MX", "MEX"],
  language: ["es", "spa"],
  currency: "MXN",
  formats: { hour12: true },
  phone: { prefix: "+52", number: "+525541690300", display: "+52 55 4169 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "alquiler-autos", contact: "/contacto/" },
});
