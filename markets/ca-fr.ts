import ca, { caInput } from "./ca";
import { defineMarket } from "./define";

/** The French-language site on the Canadian host, under /fr. */
export default defineMarket({
  ...caInput,
  id: "ca-fr",
  name: "Canada (French)",
  host: ca.host,
  pathPrefix: "/fr",
  locale: "fr-CA",
  textLocale: "fr-FR",
  acceptLanguage: ["fr-CA", "fr", "en-CA"],
  language: ["fr", "fra"],
  phone: { prefix: "+1", number: "+18884490301", display: "+1 (888) 449-0301" },
  slugs: { stationFinder: "location-voiture" },
});
