import { defineMarket } from "./define";
import es, { esInput } from "./es";

/**
 * The English-language site on the Spanish host, under /en, for travellers renting there: the
 * market's currency, formats and support line (answered in English), English slugs.
 */
export default defineMarket({
  ...esInput,
  id: "es-en",
  name: "Spain (English)",
  host: es.host,
  pathPrefix: "/en",
  locale: "en-ES",
  textLocale: "en-GB",
  acceptLanguage: ["en-ES", "en", "es-ES"],
  language: ["en", "eng"],
  // The host's own pattern (its main pages' bundle's), so one host writes dates one way.
  formats: { ...esInput.formats, date: "DD.MM.YYYY" },
  phone: { prefix: "+34", number: "+34910900301", display: "+34 910 900 301" },
  slugs: { stationFinder: "car-rental", truck: "truck", contact: "/contact/" },
});
