import { defineMarket } from "./define";

export default defineMarket({
  id: "cr",
  name: "Costa Rica",
  locale: "es-CR",
  textLocale: "es-ES",
  country: ["CR", "CRI"],
  language: ["es", "spa"],
  currency: "CRC",
  formats: { sundayFirst: true },
  phone: { prefix: "+506", number: "+50624490300", display: "+506 2449 0300" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "alquiler-autos", contact: "/contacto/" },
});
