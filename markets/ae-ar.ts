import { defineMarket } from "./define";
import ae, { aeInput } from "./ae";

/**
 * The Arabic-language United Arab Emirates site on the same host, under /ar, right to left. English stays at the
 * root, where its addresses have always been (docs/languages.md, "Arabic").
 */
export default defineMarket({
  ...aeInput,
  id: "ae-ar",
  name: "United Arab Emirates (Arabic)",
  host: ae.host,
  pathPrefix: "/ar",
  locale: "ar-AE",
  textLocale: "ar-SA",
  acceptLanguage: ["ar-AE", "ar", "en"],
  language: ["ar", "ara"],
});
