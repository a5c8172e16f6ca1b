import ch, { chInput } from "./ch";
import { defineMarket } from "./define";

/** The French-language site on the Swiss host, under /fr. */
export default defineMarket({
  ...chInput,
  id: "ch-fr",
  name: "Switzerland (French)",
  host: ch.host,
  pathPrefix: "/fr",
  locale: "fr-CH",
  textLocale: "fr-FR",
  acceptLanguage: ["fr-CH", "fr", "de-CH"],
  language: ["fr", "fra"],
  phone: { prefix: "+41", number: "+41224490300", display: "+41 22 449 03 00" },
  productLines: ["rent-car", "plus"],
  slugs: { stationFinder: "location-voiture" },
});
