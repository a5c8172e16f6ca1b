import { defineMarket } from "./define";
import hr, { hrInput } from "./hr";

/**
 * The English-language site on the Croatian host, under /en, for travellers renting there: the
 * market's currency, formats and support line (answered in English), English slugs.
 */
export default defineMarket({
  ...hrInput,
  id: "hr-en",
  name: "Croatia (English)",
  host: hr.host,
  pathPrefix: "/en",
  locale: "en-HR",
  textLocale: "en-GB",
  acceptLanguage: ["en-HR", "en", "hr-HR"],
  language: ["en", "eng"],
  // The host's own pattern (its main pages' bundle's), so one host writes dates one way.
  formats: { ...hrInput.formats, date: "DD.MM.YYYY" },
  phone: { prefix: "+385", number: "+38514890301", display: "+385 1 4890 301" },
  slugs: { stationFinder: "car-rental" },
});
