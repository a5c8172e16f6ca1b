import { defineMarket } from "./define";
import pt, { ptInput } from "./pt";

/**
 * The English-language site on the Portuguese host, under /en, for travellers renting there: the
 * market's currency, formats and support line (answered in English), English slugs.
 */
export default defineMarket({
  ...ptInput,
  id: "pt-en",
  name: "Portugal (English)",
  host: pt.host,
  pathPrefix: "/en",
  locale: "en-PT",
  textLocale: "en-GB",
  acceptLanguage: ["en-PT", "en", "pt-PT"],
  language: ["en", "eng"],
  // The host's own pattern (its main pages' bundle's), so one host writes dates one way.
  formats: { ...ptInput.formats, date: "DD/MM/YYYY" },
  phone: { prefix: "+351", number: "+351214490301", display: "+351 21 449 0301" },
  slugs: { stationFinder: "car-rental", truck: "truck" },
});
