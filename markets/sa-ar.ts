import { defineMarket } from "./define";
import sa, { saInput } from "./sa";

/**
 * The Arabic-language Saudi Arabia site on the same host, under /ar, right to left. English stays at the
 * root, where its addresses have always been (docs/languages.md, "Arabic").
 */
export default defineMarket({
  ...saInput,
  id: "sa-ar",
  name: "Saudi Arabia (Arabic)",
  host: sa.host,
  pathPrefix: "/ar",
  locale: "ar-SA",
  textLocale: "ar-SA",
  acceptLanguage: ["ar-SA", "ar", "en"],
  language: ["ar", "ara"],
});
