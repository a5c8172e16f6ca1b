import { markets } from "../../../../markets/index";
import { checkProject } from "../../../../src/content/check";
import { loadMarketHelp } from "../../../../src/features/help-centre/build/index";
import { helpTreeProblems, type HelpTree } from "../../../../src/features/help-centre/build/load";
import { helpCentrePages, RELATED_ARTICLES, searchIndexOf, sectionDescription } from "../../../../src/features/help-centre/build/pages";

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(id);
  return found;
};
const { pages } = checkProject(process.cwd(), markets, [market("us"), market("us-es"), market("gb"), market("de"), market("dk")]);
const pagesOf = (id: string) => pages.get(id) ?? [];

describe("help pages built from the web API", () => {
  it("reads the rent centre everywhere and the ride centre only where the market offers ride", async () => {
    const us = await loadMarketHelp(market("us"), pagesOf("us"));
    expect(us.problems).toEqual([]);
    expect(us.trees.map((t) => t.centre)).toEqual(["rent", "ride"]);
    const de = await loadMarketHelp(market("de"), pagesOf("de"));
    expect(de.trees.map((t) => t.centre)).toEqual(market("de").productLines.includes("ride") ? ["rent", "ride"] : ["rent"]);
  });

  it("gives every category, section and article a page at a path from the home's path and the slug", async () => {
    const { trees } = await loadMarketHelp(market("us-es"), pagesOf("us-es"));
    const rent = trees.find((t) => t.centre === "rent") as HelpTree;
    const built = helpCentrePages(market("us-es"), pagesOf("us-es"), rent, "Centro de ayuda");
    const paths = built.map((b) => b.page.urlPath);
    expect(paths).toContain("/es/help");
    expect(paths).toContain("/es/help/search");
    const article = built.find((b) => b.help.screen.kind === "article");
    expect(article?.page.urlPath).toMatch(/^\/es\/help\/articles\/[a-z0-9-]+$/);
    expect(article?.page.content.path).toBe(article?.page.urlPath.slice("/es".length));
    expect(article?.page.content.template).toBe("help-article");
    expect(article?.page.content.layout).toBe("navigation");
    expect(article?.help.breadcrumbs.map((c) => c.path)).toEqual([
      "/es/help",
      expect.stringMatching(/^\/es\/help\/categories\//),
      expect.stringMatching(/^\/es\/help\/sections\//),
      article?.page.urlPath,
    ]);
    expect(article?.help.breadcrumbs[0]?.title).toBe("Centro de ayuda");
    const articleCount = rent.categories.flatMap((c) => c.sections.flatMap((s) => s.articles)).length;
    expect(built.filter((b) => b.help.screen.kind === "article")).toHaveLength(articleCount);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("keeps descriptions within 160 characters", async () => {
    const { trees } = await loadMarketHelp(market("gb"), pagesOf("gb"));
    for (const tree of trees) {
      for (const { page } of helpCentrePages(market("gb"), pagesOf("gb"), tree, "Help"))
        expect(page.content.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("lists on an article the articles after it in its section, wrapping round, at most six, and links the section when it has more", async () => {
    const { trees } = await loadMarketHelp(market("gb"), pagesOf("gb"));
    const rent = trees.find((t) => t.centre === "rent") as HelpTree;
    const [category] = rent.categories;
    const [section] = category?.sections ?? [];
    const [first] = section?.articles ?? [];
    if (!category || !section || !first) throw new Error("no article");
    // One section of ten articles, and one of three.
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...first, id: `a${i}`, slug: `a-${i}`, title: `A${i}` }));
    const three = ten.slice(0, 3).map((a) => ({ ...a, id: `b${a.id}`, slug: `b-${a.slug}` }));
    const tree: HelpTree = {
      ...rent,
      categories: [
        {
          ...category,
          sections: [
            { ...section, articles: ten },
            { ...section, id: "small", slug: "small", articles: three },
          ],
        },
      ],
    };
    const screens = new Map(
      helpCentrePages(market("gb"), pagesOf("gb"), tree, "Help").flatMap((b) =>
        b.help.screen.kind === "article" ? [[b.help.screen.id, b.help.screen] as const] : [],
      ),
    );
    expect(RELATED_ARTICLES).toBe(6);
    expect(screens.get("a0")?.related.map((a) => a.id)).toEqual(["a1", "a2", "a3", "a4", "a5", "a6"]);
    expect(screens.get("a7")?.related.map((a) => a.id)).toEqual(["a8", "a9", "a0", "a1", "a2", "a3"]);
    expect(screens.get("a7")?.allInSection).toBe(`/help/sections/${section.slug}`);
    expect(screens.get("ba1")?.related.map((a) => a.id)).toEqual(["ba2", "ba0"]);
    expect(screens.get("ba1")?.allInSection).toBeUndefined();
  });

  it("describes a section by its title and as many whole article titles as fit a search result", () => {
    expect(sectionDescription("Payments", ["Cards", "Deposits"])).toBe("Payments: Cards · Deposits");
    const many = Array.from({ length: 30 }, (_, i) => `How do I change booking number ${i}?`);
    const text = sectionDescription("Changes", many);
    expect(text.length).toBeLessThanOrEqual(157);
    expect(text).toMatch(/^Changes: How do I change booking number 0\? · .*\? …$/);
  });

  it("names the article, the market and the line of a broken article body", async () => {
    const { trees } = await loadMarketHelp(market("gb"), pagesOf("gb"));
    const rent = trees[0] as HelpTree;
    const [category] = rent.categories;
    const [section] = category?.sections ?? [];
    const [article] = section?.articles ?? [];
    if (!category || !section || !article) throw new Error("no article");
    const broken: HelpTree = {
      ...rent,
      categories: [{ ...category, sections: [{ ...section, articles: [{ ...article, body: "# Title\n\nFine.\n\nSee <b>this</b>." }] }] }],
    };
    const problems = helpTreeProblems(broken, "gb");
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toMatch(new RegExp(`^help\\.rent article ${article.id} \\(market gb\\), body line 5, column \\d+: `));
  });

  it("keeps the language the API names for each text in the pages' links, crumbs, screens, topics and index", async () => {
    // The fixture has no Danish help: a Danish site gets English, and every text says so.
    const { trees } = await loadMarketHelp(market("dk"), pagesOf("dk"));
    const rent = trees.find((t) => t.centre === "rent") as HelpTree;
    const built = helpCentrePages(market("dk"), pagesOf("dk"), rent, "Hjælp");
    const home = built.find((b) => b.help.screen.kind === "home")?.help;
    if (home?.screen.kind !== "home") throw new Error("no home page");
    expect(home.screen.categories.flatMap((c) => [c.locale, ...c.sections.map((s) => s.locale)])).not.toContain(undefined);
    expect(new Set([...home.screen.featured, ...home.info.topics].map((t) => t.locale))).toEqual(new Set(["en"]));
    const article = built.find((b) => b.help.screen.kind === "article")?.help;
    if (article?.screen.kind !== "article") throw new Error("no article page");
    expect(article.screen.locale).toBe("en");
    expect(article.breadcrumbs.map((c) => c.locale)).toEqual([undefined, "en", "en", "en"]);
    expect(new Set(searchIndexOf(rent, "/help").map((e) => e.locale))).toEqual(new Set(["en"]));
  });

  it("keeps Arabic words whole in the offline index, vowel marks and all", () => {
    const body = "# كيف أضيف سائقًا ثانيًا؟\n\nيمكن إضافة سائق إضافي.";
    const article = {
      id: "a",
      slug: "a",
      title: "t",
      summary: "s",
      sectionId: "s",
      categoryId: "c",
      body,
      updatedAt: "2026-10-01T09:00:00.000Z",
    };
    const tree: HelpTree = {
      centre: "rent",
      featured: [],
      categories: [
        {
          id: "c",
          slug: "c",
          title: "c",
          description: "d",
          sections: [{ id: "s", slug: "s", title: "s", categoryId: "c", articleCount: 1, articles: [article] }],
        },
      ],
    };
    expect(searchIndexOf(tree, "/help")[0]?.text.split(" ")).toContain("سائقًا");
  });

  it("writes an offline index of plain words with each article's path", async () => {
    const { trees } = await loadMarketHelp(market("us"), pagesOf("us"));
    const index = searchIndexOf(trees[0] as HelpTree, "/help");
    expect(index.length).toBeGreaterThan(20);
    for (const entry of index) {
      expect(entry.path).toMatch(/^\/help\/articles\//);
      expect(entry.text).not.toMatch(/[#*[\]]/);
    }
  });
});
