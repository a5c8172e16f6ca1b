import { screen } from "@testing-library/react";
import { PageBody } from "../../../src/components/page-body";
import { parseMarkup } from "../../../src/markup";
import { messagesOf } from "../../../src/content/text-bundles";
import { pageFor, renderInPage } from "../layouts/page-fixture";
import { repoBundles } from "../repo-bundles";

describe("PageBody", () => {
  it("renders the body's markup with shortcodes filled from the page context", () => {
    const body = "# Cars at [CityName]\n\nCollect at **[BranchName]** in [Year].";
    const page = pageFor("default", { body: parseMarkup(body), city_name: "Munich", branch_name: "Airport T2", seasonStart: "2031-07-01" });
    renderInPage(<PageBody />, page);
    expect(screen.getByRole("heading", { level: 1, name: "Cars at Munich" })).toBeInTheDocument();
    expect(screen.getByText("Airport T2").tagName).toBe("STRONG");
    expect(screen.getByText("in 2031.", { exact: false })).toBeInTheDocument();
  });

  it("shows the season sections of the season the page was built in, whatever the visitor's clock says", () => {
    const body = "# Tyres\n\n::: season winter\nSnow chains included.\n:::\n\n::: season summer\nRoof boxes included.\n:::";
    renderInPage(<PageBody />, pageFor("default", { body: parseMarkup(body), seasonStart: "2031-07-01" }));
    expect(screen.getByText("Roof boxes included.")).toBeInTheDocument();
    expect(screen.queryByText("Snow chains included.")).not.toBeInTheDocument();
  });

  it("falls back to the title as the main heading when a page has no body", () => {
    renderInPage(<PageBody />, pageFor("default", { title: "Help centre", body: undefined }));
    expect(screen.getByRole("heading", { level: 1, name: "Help centre" })).toBeInTheDocument();
  });

  it("names the footnotes, their back links and videos in the page's language", () => {
    const messages = messagesOf(repoBundles(), "de-DE");
    const body = "# Kaution\n\nWir sperren einen Betrag[^1].\n[^1]: Auf Ihrer Karte.\n\n[YouTube AbCdEfGhIjK]";
    renderInPage(<PageBody />, pageFor("default", { body: parseMarkup(body), messages }));
    expect(screen.getByRole("region", { name: "Fußnoten" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zurück zum Verweis 1" })).toHaveAttribute("href", "#fnref-1");
    expect(screen.getByTitle("YouTube-Video")).toBeInTheDocument();
  });
});
