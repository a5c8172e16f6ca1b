import { join } from "node:path";
import { markets } from "../../../markets/index";
import { languageLinks } from "../../../src/seo/language-links";
import { siteIndex } from "../../../src/seo/build/site-index";

const index = siteIndex(join(__dirname, "..", "..", ".."));
const linksOf = (id: string, name: string) => {
  const market = markets.find((m) => m.id === id);
  const page = market && index.pages.get(market)?.find((p) => p.name === name);
  if (!market || !page) throw new Error(`no page ${name} in ${id}`);
  return languageLinks(market, page, index.pages);
};

describe("the language switcher's links", () => {
  it("lead to the same page in the host's other language", () => {
    expect(linksOf("ch-fr", "help-home")).toEqual([
      { value: "de", translationKey: "language.german", href: "/help", hrefLang: "de-CH", current: false },
      { value: "fr", translationKey: "language.french", href: "/fr/help", hrefLang: "fr-CH", current: true },
    ]);
  });

  it("lead to the other language's home page from a start page", () => {
    expect(linksOf("us", "start").map((l) => [l.value, l.href, l.current])).toEqual([
      ["en", "/", true],
      ["es", "/es", false],
    ]);
  });

  it("offer English on the Spanish host, where the same page has a slug of each language", () => {
    const expected = [
      { value: "es", translationKey: "language.spanish", href: "/alquiler-autos", hrefLang: "es-ES", current: false },
      { value: "en", translationKey: "language.english", href: "/en/car-rental", hrefLang: "en-ES", current: true },
    ];
    expect(linksOf("es-en", "branch-finder")).toEqual(expected);
    expect(linksOf("es", "branch-finder")).toEqual(expected.map((l) => ({ ...l, current: !l.current })));
    expect(linksOf("es", "contact").map((l) => l.href)).toEqual(["/contacto", "/en/contact"]);
  });

  it("are empty on a single-language host", () => {
    expect(linksOf("de", "start")).toEqual([]);
  });
});
