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

  it("are empty on a single-language host", () => {
    expect(linksOf("de", "start")).toEqual([]);
  });
});
