import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProductLineTabs } from "../../../src/components/product-line-tabs/product-line-tabs";
import { pageFor, renderInPage } from "../layouts/page-fixture";
import { navigate } from "./gatsby-stub";

const tabs = [
  { heading: "Rent", content: { content: "Rent a car", url: "/", target: 0, title: "Car rental" } },
  { heading: "Ride", content: { content: "Book a ride", url: "/ride", target: 0 } },
  { heading: "Partner", content: { content: "Partner rides", url: "https://partner.example/rides", target: 1 } },
];

const show = (currentPath: string) => renderInPage(<ProductLineTabs tabs={tabs} currentPath={currentPath} />, pageFor("ride"));

describe("the product-line tabs", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are links with their content link's text and the current product marked, for large screens", () => {
    show("/ride");
    // The tab row is shown by a min-width media query, which jsdom does not apply; the e2e test sees it.
    const links = within(screen.getByRole("navigation", { name: "Products" })).getAllByRole("link", { hidden: true });
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("aria-current")])).toEqual([
      ["Rent a car", "/", null],
      ["Book a ride", "/ride", "page"],
      ["Partner rides", "https://partner.example/rides", null],
    ]);
    expect(links[0]).toHaveAttribute("title", "Car rental");
    expect(links[2]).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("are a select of the short headings on small screens that navigates client-side on change", () => {
    navigate.mockClear();
    show("/ride");
    const select = screen.getByRole("combobox", { name: "Products" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Rent", "Ride", "Partner"]);
    expect(select).toHaveValue("1");
    fireEvent.change(select, { target: { value: "0" } });
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("open a new-window tab from the select without an opener", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    show("/ride");
    fireEvent.change(screen.getByRole("combobox", { name: "Products" }), { target: { value: "2" } });
    expect(open).toHaveBeenCalledWith("https://partner.example/rides", "_blank", "noopener,noreferrer");
  });

  it("select nothing when the page is none of the products", () => {
    show("/elsewhere");
    expect(screen.getByRole("combobox", { name: "Products" })).toHaveValue("");
    expect(
      within(screen.getByRole("navigation", { name: "Products" }))
        .queryAllByRole("link", { hidden: true })
        .filter((a) => a.hasAttribute("aria-current")),
    ).toEqual([]);
  });

  it("render nothing for a single tab", () => {
    const { container } = renderInPage(<ProductLineTabs tabs={tabs.slice(0, 1)} currentPath="/" />);
    expect(container).toBeEmptyDOMElement();
  });
});
