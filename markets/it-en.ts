import { defineMarket } from "./define";
import it, { itInput } from "./it";

/**
 * The English-language site on the Italian host, under /en, for travellers renting there: the
 * market's currency, formats and support line (answered in English), English slugs.
 */
export default defineMarket({
  ...itInput,
  id: "it-en",
  name: "Italy (English)",
  host: it.host,
  pathPrefix: "/en",
  locale: "en-IT",
  textLocale: "en-GB",
  acceptLanguage: ["en-IT", "en", "it-IT"],
  language: ["en", "eng"],
  // The host's own pattern (its main pages' bundle's), so one host writes dates one way.
  formats: { ...itInput.formats, date: "DD/MM/YYYY" },
  phone: { prefix: "+39", number: "+390249490301", display: "+39 02 4949 0301" },
  slugs: { stationFinder: "car-rental" },
});
