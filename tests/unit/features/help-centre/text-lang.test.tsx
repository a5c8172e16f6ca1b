import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFixtureApi } from "../../../../dev/fixture-api";
import { markets } from "../../../../markets";
import { Breadcrumbs } from "../../../../src/features/help-centre/breadcrumbs";
import { HelpArticleScreen } from "../../../../src/features/help-centre/screens/article";
import { HelpCategoryScreen } from "../../../../src/features/help-centre/screens/category";
import { HelpHomeScreen } from "../../../../src/features/help-centre/screens/home";
import { HelpSectionScreen } from "../../../../src/features/help-centre/screens/section";
import { HelpSearch } from "../../../../src/features/help-centre/search/help-search";
import { textLang } from "../../../../src/features/help-centre/text-lang";
import { parseMarkup } from "../../../../src/markup";
import type { HelpArticleLink, HelpCentreInfo, HelpLink, HelpPageData, HelpScreen } from "../../../../src/page-context/help-page-data";
import { pageFor, renderInPage } from "../../layouts/page-fixture";

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};
const danish = market("dk");
const arabic = market("sa-ar");

/** One help centre's data in the language `locale`, as the build makes it from the API's answers. */
function helpIn(locale: string, title: string, screenOf: (article: HelpArticleLink) => HelpScreen): HelpPageData {
  const article: HelpArticleLink = { id: "a1", title, summary: `${title}: summary`, path: "/help/articles/a1", locale };
  const info: HelpCentreInfo = {
    centre: "rent",
    countryCode: "DK",
    home: "/help",
    search: "/help/search",
    searchIndex: "/help/search-index.da-DK.json",
    contact: "/help#/help-and-contact",
    topics: [{ id: "c1", title: `${title}: topic`, locale }],
  };
  const breadcrumbs: HelpLink[] = [
    { title: "Hjælp", path: "/help" },
    { title: `${title}: category`, path: "/help/categories/c1", locale },
    { title: `${title}: section`, path: "/help/sections/s1", locale },
  ];
  return { info, breadcrumbs, screen: screenOf(article) };
}

const english = (screenOf: (article: HelpArticleLink) => HelpScreen) => helpIn("en", "Deposit", screenOf);
const inArabic = (screenOf: (article: HelpArticleLink) => HelpScreen) => helpIn("ar", "مبلغ الضمان", screenOf);
const articleScreen = (a: HelpArticleLink): HelpScreen => ({
  kind: "article",
  id: "a0",
  updatedAt: "2026-10-01T09:00:00.000Z",
  locale: a.locale,
  related: [a],
});
const sectionScreen = (a: HelpArticleLink): HelpScreen => ({ kind: "section", articles: [a] });
const categoryScreen = (a: HelpArticleLink): HelpScreen => ({
  kind: "category",
  description: `${a.title}: description`,
  sections: [{ title: `${a.title}: section`, path: "/help/sections/s1", locale: a.locale, articles: [a] }],
});
const homeScreen = (a: HelpArticleLink): HelpScreen => ({
  kind: "home",
  featured: [a],
  categories: [
    {
      title: `${a.title}: category`,
      path: "/help/categories/c1",
      locale: a.locale,
      description: `${a.title}: description`,
      sections: [{ title: `${a.title}: section`, path: "/help/sections/s1", locale: a.locale }],
    },
  ],
});

describe("the lang of a help text", () => {
  it("is the text's locale where its primary language differs from the page's, and none where it is the page's", () => {
    expect(textLang("en", danish)).toBe("en");
    expect(textLang("en-GB", danish)).toBe("en-GB");
    expect(textLang("da-DK", danish)).toBeUndefined();
    expect(textLang("ar", arabic)).toBeUndefined();
    expect(textLang("AR", arabic)).toBeUndefined();
    expect(textLang("en", arabic)).toBe("en");
    expect(textLang("nb", market("no"))).toBeUndefined();
  });

  it("is none where the API named no locale: the text is in the language the page asked for", () => {
    expect(textLang(undefined, danish)).toBeUndefined();
  });
});

describe("help screens marking texts in another language than the page", () => {
  it("marks an English article on a Danish page: its heading and body, and its related articles", () => {
    const body = parseMarkup("# How do I pay the deposit?\n\nWe block it on your card.");
    renderInPage(<HelpArticleScreen help={english(articleScreen)} />, pageFor("navigation", { market: danish, body }));
    const article = screen.getByRole("article");
    expect(article).toHaveAttribute("lang", "en");
    expect(within(article).getByRole("heading", { level: 1 })).toHaveTextContent("How do I pay the deposit?");
    expect(screen.getByRole("link", { name: "Deposit" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("Deposit: summary")).toHaveAttribute("lang", "en");
  });

  it("marks nothing for an Arabic article on an Arabic page", () => {
    const body = parseMarkup("# كيف أدفع مبلغ الضمان؟\n\nنحجزه على بطاقتك.");
    renderInPage(<HelpArticleScreen help={inArabic(articleScreen)} />, pageFor("navigation", { market: arabic, body }));
    expect(screen.getByRole("article")).not.toHaveAttribute("lang");
    expect(screen.getByRole("link", { name: "مبلغ الضمان" })).not.toHaveAttribute("lang");
    expect(screen.getByText("مبلغ الضمان: summary")).not.toHaveAttribute("lang");
  });

  it("marks the API's titles in the breadcrumbs, not the home's name in the page's words", () => {
    const { unmount } = renderInPage(<Breadcrumbs items={english(sectionScreen).breadcrumbs} />, pageFor("navigation", { market: danish }));
    expect(screen.getByRole("link", { name: "Hjælp" })).not.toHaveAttribute("lang");
    expect(screen.getByRole("link", { name: "Deposit: category" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("Deposit: section")).toHaveAttribute("lang", "en");
    unmount();
    renderInPage(<Breadcrumbs items={inArabic(sectionScreen).breadcrumbs} />, pageFor("navigation", { market: arabic }));
    for (const item of screen.getAllByRole("listitem")) expect(item.querySelector("[lang]")).toBeNull();
  });

  it("marks the title of an English section and its article links on a Danish page, and nothing on an Arabic page", () => {
    const { unmount } = renderInPage(<HelpSectionScreen help={english(sectionScreen)} />, pageFor("navigation", { market: danish }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    expect(screen.getByRole("link", { name: "Deposit" })).toHaveAttribute("lang", "en");
    unmount();
    const { container } = renderInPage(<HelpSectionScreen help={inArabic(sectionScreen)} />, pageFor("navigation", { market: arabic }));
    expect(container.querySelector("[lang]")).toBeNull();
  });

  it("marks a category's title, description and section links on a Danish page, and nothing on an Arabic page", () => {
    const { unmount } = renderInPage(<HelpCategoryScreen help={english(categoryScreen)} />, pageFor("navigation", { market: danish }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    expect(screen.getByText("Deposit: description")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("link", { name: "Deposit: section" })).toHaveAttribute("lang", "en");
    unmount();
    const { container } = renderInPage(<HelpCategoryScreen help={inArabic(categoryScreen)} />, pageFor("navigation", { market: arabic }));
    expect(container.querySelector("[lang]")).toBeNull();
  });

  it("marks the home's featured articles, categories, sections and contact topics on a Danish page", () => {
    renderInPage(<HelpHomeScreen help={english(homeScreen)} />, pageFor("navigation", { market: danish }));
    expect(screen.getByRole("link", { name: "Deposit" })).toHaveAttribute("lang", "en");
    expect(screen.getByRole("link", { name: "Deposit: category" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("Deposit: description")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("link", { name: "Deposit: section" })).toHaveAttribute("lang", "en");
    expect(screen.getByRole("option", { name: "Deposit: topic" })).toHaveAttribute("lang", "en");
  });

  it("marks nothing from the API on the home of an Arabic page in Arabic", () => {
    const { container } = renderInPage(<HelpHomeScreen help={inArabic(homeScreen)} />, pageFor("navigation", { market: arabic }));
    expect(container.querySelector("[lang]")).toBeNull();
  });
});

describe("help search results in another language than the page", () => {
  beforeEach(() => {
    const api = createFixtureApi();
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => api.fetch(String(input).replace("/api/", "/"), init)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const search = async (info: HelpCentreInfo, query: string, marketId: string) => {
    renderInPage(<HelpSearch info={info} />, pageFor("navigation", { market: market(marketId) }));
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: query } });
    return within(await screen.findByRole("list")).findAllByRole("link");
  };

  it("marks the fixture's English results on a Danish page, which has no Danish help", async () => {
    const links = await search({ ...english(sectionScreen).info, countryCode: "DK" }, "deposit", "dk");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute("lang", "en");
  });

  it("marks none of the fixture's Arabic results on an Arabic page", async () => {
    const links = await search({ ...inArabic(sectionScreen).info, countryCode: "SA" }, "الضمان", "sa-ar");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).not.toHaveAttribute("lang");
  });
});
