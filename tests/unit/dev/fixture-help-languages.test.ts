import { join } from "node:path";
import { createFixtureApi } from "../../../dev/fixture-api/index";
import { helpLanguagesIn, loadHelpContent } from "../../../dev/fixture-api/seed/help";
import { firstOffered } from "../../../dev/fixture-api/seed/languages";
import { validateMarkup } from "../../../src/markup/validate";

const dir = join(process.cwd(), "dev", "fixture-api", "data", "help");
const fixture = createFixtureApi();
/** What an Arabic site sends (markets/sa-ar.ts through acceptLanguageHeader). */
const arabic = "ar-SA, ar;q=0.9, en;q=0.8";
const arabicScript = /^[^A-Za-z]*\p{Script=Arabic}/u;

type Texts = { title: string; locale?: string } & Record<string, unknown>;

async function get(path: string, acceptLanguage: string): Promise<Record<string, unknown>> {
  const response = await fixture.handle(new Request(`http://fixture.local${path}`, { headers: { "accept-language": acceptLanguage } }));
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe("the fixture's help centres in their own languages", () => {
  it("lists each centre's languages from its data files: Arabic for rent, not for ride", () => {
    expect(helpLanguagesIn(dir, "rent")).toEqual(["ar", "de", "en", "es", "fr", "it", "nl"]);
    expect(helpLanguagesIn(dir, "ride")).toEqual(["de", "en", "es", "fr", "it", "nl"]);
  });

  it("takes the first language of Accept-Language that is offered, in the header's order, else English", () => {
    expect(firstOffered(arabic, ["ar", "en"])).toBe("ar");
    expect(firstOffered(arabic, ["de", "en"])).toBe("en");
    expect(firstOffered("fr-BE, fr;q=0.9, nl-BE;q=0.8", ["nl", "fr"])).toBe("fr");
    expect(firstOffered(null, ["de"])).toBe("en");
  });

  it("answers an Arabic request to the rent centre with Arabic categories, sections and articles, each marked ar", async () => {
    const { categories } = (await get("/v1/knowledge-article/rent/categories?country-code=SA", arabic)) as { categories: Texts[] };
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(category).toMatchObject({ locale: "ar", title: expect.stringMatching(arabicScript) });
    const { sections } = (await get(`/v1/knowledge-article/categories/${categories[0]?.id}/category-sections?country-code=SA`, arabic)) as {
      sections: Texts[];
    };
    expect(sections[0]).toMatchObject({ locale: "ar", title: expect.stringMatching(arabicScript) });
    const { articles } = (await get(`/v1/knowledge-article/rent/articles?country-code=SA&sectionId=${sections[0]?.id}`, arabic)) as {
      articles: Texts[];
    };
    expect(articles[0]).toMatchObject({ locale: "ar", summary: expect.stringMatching(arabicScript) });
    const { article } = (await get(`/v1/knowledge-article/articles/${articles[0]?.id}?country-code=SA`, arabic)) as { article: Texts };
    expect(article).toMatchObject({ locale: "ar", body: expect.stringMatching(/^# \p{Script=Arabic}/u) });
    const featured = (await get("/v1/knowledge-article/featured-articles?country-code=SA", arabic)) as { articles: Texts[] };
    expect(featured.articles.map((a) => a.locale)).toEqual(featured.articles.map(() => "ar"));
  });

  it("finds Arabic articles by an Arabic word written without its hamza, and marks the results ar", async () => {
    const answer = (await get(
      `/v1/knowledge-article/search?country-code=SA&bookingTypeId=rent&q=${encodeURIComponent("احجز")}`,
      arabic,
    )) as {
      results: Texts[];
    };
    expect(answer.results.map((r) => [r.id, r.locale])).toEqual([["rent-book-online", "ar"]]);
  });

  it("answers an Arabic request to the ride centre in English, marked en", async () => {
    const path = "/v1/ride-help-centre/ride/categories?country-code=AE";
    const asked = await get(path, arabic);
    expect(asked).toEqual(await get(path, "en-GB"));
    expect((asked.categories as Texts[]).map((c) => c.locale)).toEqual((asked.categories as Texts[]).map(() => "en"));
    const bookingType = await get("/v1/ride-help-centre/booking-type?country-code=AE", arabic);
    expect(bookingType).toEqual({ bookingTypes: [{ id: "ride", title: "Rides with a driver" }] });
  });

  it("writes the Arabic rent centre with English's ids, slugs and links, in valid markup, every text in Arabic", () => {
    const english = loadHelpContent(dir, "rent", "en");
    const translated = loadHelpContent(dir, "rent", "ar");
    expect(translated.categories.map((c) => [c.id, c.slug])).toEqual(english.categories.map((c) => [c.id, c.slug]));
    expect(translated.sections.map((s) => [s.id, s.slug, s.articleCount])).toEqual(
      english.sections.map((s) => [s.id, s.slug, s.articleCount]),
    );
    expect(translated.articles.map((a) => [a.id, a.slug])).toEqual(english.articles.map((a) => [a.id, a.slug]));
    expect(translated.featured).toEqual(english.featured);
    const links = (body: string) => body.match(/\]\([^)]*\)|\[\^\d+\]/g) ?? [];
    translated.articles.forEach((article, i) => {
      expect(validateMarkup(article.body), article.id).toEqual([]);
      expect(links(article.body), article.id).toEqual(links(english.articles[i]?.body ?? ""));
      for (const text of [article.title, article.summary, article.body.replace(/^# /, "")]) expect(text, article.id).toMatch(arabicScript);
    });
    for (const text of [...translated.categories.flatMap((c) => [c.title, c.description]), ...translated.sections.map((s) => s.title)])
      expect(text).toMatch(arabicScript);
  });
});
