import { defineMarket } from "./define";
import eg, { egInput } from "./eg";

/**
 * The Arabic-language Egypt site on the same host, under /ar, right to left. English stays at the
 * root, where its addresses have always been (docs/languages.md, "Arabic").
 */
export default defineMarket({
  ...egInput,
  id: "eg-ar",
  name: "Egypt (Arabic)",
  host: eg.host,
  pathPrefix: "/ar",
  locale: "ar-EG",
  textLocale: "ar-SA",
  acceptLanguage: ["ar-EG", "ar", "en"],
  language: ["ar", "ara"],
});
