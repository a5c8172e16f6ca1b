import { defineMarket } from "./define";

export default defineMarket({
  id: "br",
  name: "Brazil",
  tld: "com.br",
  locale: "pt-BR",
  textLocale: "pt-BR",
  country: ["BR", "BRA"],
  language: ["pt", "por"],
  currency: "BRL",
  formats: { sundayFirst: true },
  phone: { prefix: "+55", number: "+551134490300", display: "+55 11 3449-0300" },
  productLines: ["rent-car", "rent-truck"],
  slugs: { stationFinder: "aluguel-de-carro", truck: "vans-caminhoes" },
});
