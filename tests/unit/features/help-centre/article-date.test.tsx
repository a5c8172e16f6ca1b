import { screen } from "@testing-library/react";
import { markets } from "../../../../markets";
import { messagesOf } from "../../../../src/content/text-bundles";
import { HelpArticleScreen } from "../../../../src/features/help-centre/screens/article";
import { parseMarkup } from "../../../../src/markup";
import type { HelpPageData } from "../../../../src/page-context/help-page-data";
import { pageFor, renderInPage } from "../../layouts/page-fixture";
import { repoBundles } from "../../repo-bundles";

const bundles = repoBundles();
const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};

const help: HelpPageData = {
  info: {
    centre: "rent",
    countryCode: "DK",
    home: "/help",
    search: "/help/search",
    searchIndex: "/help/search-index.json",
    contact: "/help#/help-and-contact",
    topics: [],
  },
  breadcrumbs: [],
  screen: { kind: "article", id: "a1", updatedAt: "2026-10-01T23:30:00.000Z", related: [] },
};

/** The article on a page of the market, with its own bundle's messages. */
function renderArticle(id: string) {
  const m = market(id);
  const body = parseMarkup("# How do I pay the deposit?\n\nWe block it on your card.");
  renderInPage(
    <HelpArticleScreen help={help} />,
    pageFor("navigation", { market: m, language_code: m.locale, body, messages: messagesOf(bundles, m.textLocale) }),
  );
}

describe("a help article's date", () => {
  it("is the day the API names, in the page's language and the market's date pattern", () => {
    renderArticle("dk");
    expect(screen.getByText("01.10.2026").closest("p")).toHaveTextContent("Opdateret 01.10.2026");
    expect(screen.getByText("01.10.2026")).toHaveAttribute("dateTime", "2026-10-01");
  });

  it("is month first on the US site, day first on the Emirati one though both pages are en-US", () => {
    renderArticle("us");
    expect(screen.getByText("10/01/2026").closest("p")).toHaveTextContent("Updated 10/01/2026");
    renderArticle("ae");
    expect(screen.getByText("01.10.2026").closest("p")).toHaveTextContent("Updated 01.10.2026");
  });
});
