import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";

/** The Portuguese-language Portuguese site; pt-en, the English one under /en, derives from it. */
export const ptInput: MarketInput = {
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
  languageSwitcher: [
    { translationKey: "language.portuguese", value: "pt" },
    { translationKey: "language.english", value: "en" },
  ],
};

export default defineMarket(ptInput);
