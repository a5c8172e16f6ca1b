import be, { beInput } from "./be";
import { defineMarket } from "./define";

/** The French-language site on the Belgian host, under /fr. */
export default defineMarket({
  ...beInput,
  id: "be-fr",
  name: "Belgium (French)",
  host: be.host,
  pathPrefix: "/fr",
  locale: "fr-BE",
  textLocale: "fr-FR",
  acceptLanguage: ["fr-BE", "fr", "nl-BE"],
  language: ["fr", "fra"],
  phone: { prefix: "+32", number: "+3224490301", display: "+32 2 449 03 01" },
  productLines: ["rent-car"],
  slugs: { stationFinder: "location-voiture" },
});
