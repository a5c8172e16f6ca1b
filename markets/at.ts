import { defineMarket } from "./define";
import de from "./de";

/** Austria: a German-language site sharing the German site's slugs (mietwagen, lkw, kontakt…). */
export default defineMarket({
  id: "at",
  name: "Austria",
  locale: "de-AT",
  textLocale: "de-DE",
  country: ["AT", "AUT"],
  language: ["de", "deu"],
  currency: "EUR",
  formats: { decimalComma: true },
  phone: { prefix: "+43", number: "+43149490300", display: "+43 1 494 90 300" },
  productLines: ["rent-car", "rent-truck", "ride", "share", "plus", "long-term-rental", "plus-unlimited"],
  slugs: de.slugs,
  storeLinks: true,
  openHelpCenterEntryPoint: true,
});
