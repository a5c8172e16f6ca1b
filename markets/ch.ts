import { defineMarket } from "./define";
import type { MarketInput } from "./defaults";
import de from "./de";

/** The German-language Swiss site, with the German site's slugs; ch-fr derives from it. */
export const chInput: MarketInput = {
  id: "ch",
  name: "Switzerland",
  locale: "de-CH",
  textLocale: "de-CH",
  country: ["CH", "CHE"],
  language: ["de", "deu"],
  currency: "CHF",
  formats: { decimalComma: true },
  phone: { prefix: "+41", number: "+41444490300", display: "+41 44 449 03 00" },
  productLines: ["rent-car", "rent-truck", "plus"],
  slugs: de.slugs,
  storeLinks: true,
  openHelpCenterEntryPoint: true,
  languageSwitcher: [
    { translationKey: "language.german", value: "de" },
    { translationKey: "language.french", value: "fr" },
  ],
};

export default defineMarket(chInput);
