import { defineMarket } from "./define";

export default defineMarket({
  id: "pt",
  name: "Portugal",
  locale: "pt-PT",
  textLocale: "pt-PT",
  country: ["PT", "PRT"],
  language: ["pt", "por"],
  currency: "EUR",
  phone: { prefix: "+351", number: "+351214490300", display: "+351 21 449 0300" },
  productLines: ["rent-car", "rent-truck"],
  slugs: { stationFinder: "aluguel-de-carro", truck: "vans-caminhoes" },
});
