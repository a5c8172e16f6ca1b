import { defineMarket } from "./define";

export default defineMarket({
  id: "co",
  name: "Colombia",
  locale: "es-CO",
  textLocale: "es-ES",
  country: ["CO", "COL"],
  language: ["es", "spa"],
  currency: "COP",
  phone: { prefix: "+57", number: "+576014490300", display: "+57 601 449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "rental-auto", contact: "/contacto/" },
});
