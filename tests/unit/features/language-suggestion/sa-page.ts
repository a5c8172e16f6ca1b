import { markets } from "../../../../markets";
import { pageFor } from "../../layouts/page-fixture";

const sa = markets.find((m) => m.id === "sa");
if (!sa) throw new Error("no market sa");

/** An English page of the Saudi host, whose other language is Arabic. */
export const saPage = pageFor("default", {
  market: sa,
  language_code: sa.locale,
  languages: [
    { value: "en", translationKey: "language.english", href: "/", hrefLang: "en-SA", current: true },
    { value: "ar", translationKey: "language.arabic", href: "/ar/", hrefLang: "ar-SA", current: false },
  ],
});
