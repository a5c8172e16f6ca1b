import { defineMarket } from "./define";
import fr, { frInput } from "./fr";

/**
 * The English-language site on the French host, under /en, for travellers renting there: the
 * market's currency, formats and support line (answered in English), English slugs.
 */
export default defineMarket({
  ...frInput,
  id: "fr-en",
  name: "France (English)",
  host: fr.host,
  pathPrefix: "/en",
  locale: "en-FR",
  textLocale: "en-GB",
  acceptLanguage: ["en-FR", "en", "fr-FR"],
  language: ["en", "eng"],
  // The host's own pattern (its main pages' bundle's), so one host writes dates one way.
  formats: { ...frInput.formats, date: "DD.MM.YYYY" },
  phone: { prefix: "+33", number: "+33170490301", display: "+33 1 70 49 03 01" },
  slugs: { stationFinder: "car-rental" },
});
