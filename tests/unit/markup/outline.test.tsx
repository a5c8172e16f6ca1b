import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markup, parseMarkup, type MarkupContext } from "../../../src/markup";
import { sectionsOf, slugOf } from "../../../src/markup/outline";

const context: MarkupContext = { year: 2026, cityName: "Lisbon", now: new Date("2026-05-01T00:00:00Z"), contents: sectionsOf };
const show = (source: string, ctx: MarkupContext = context) => render(<Markup source={source} context={ctx} />);
const sections = (source: string) => [...sectionsOf(parseMarkup(source).blocks, context).values()];

describe("Contents of a page", () => {
  it("lists the level-2 headings right after the title, each a link to its heading", () => {
    show("# Terms\n\nIntro.\n\n## Booking\n\nText.\n\n### Detail\n\n## Cancellation\n\nText.");
    const nav = screen.getByRole("navigation", { name: "On this page" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Booking", "#booking"],
      ["Cancellation", "#cancellation"],
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Cancellation" })).toHaveAttribute("id", "cancellation");
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toBe(nav);
  });

  it("shows no list and gives headings no ids unless the page asks for contents", () => {
    show("# Terms\n\n## Booking\n\n## Cancellation", { ...context, contents: undefined });
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Booking" })).not.toHaveAttribute("id");
  });

  it("shows no list for a single section, but still gives it its id", () => {
    show("# Imprint\n\n## Contact\n\nWrite to us.");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Contact" })).toHaveAttribute("id", "contact");
  });

  it("takes the label from the page's language", () => {
    show("# AGB\n\n## Buchung\n\n## Storno", {
      ...context,
      labels: { footnotes: "Fußnoten", backToReference: (n) => `Zurück ${n}`, youtube: "Video", contents: "Auf dieser Seite" },
    });
    expect(screen.getByRole("navigation", { name: "Auf dieser Seite" })).toBeInTheDocument();
  });

  it("leaves out headings of a season section that is not shown", () => {
    show("# T\n\n## Always\n\n::: season winter\n## Snow chains\n:::\n\n::: season spring\n## Spring offers\n:::");
    const nav = screen.getByRole("navigation", { name: "On this page" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Always", "Spring offers"]);
  });

  it("reads shortcodes and formatting as their words and drops footnote numbers", () => {
    expect(sections("# T\n\n## Rates for **[Year]** in [CityName][^1]\n[^1]: Note.")).toEqual([
      { id: "rates-for-2026-in-lisbon", text: "Rates for 2026 in Lisbon" },
    ]);
  });

  it("gives repeated headings and headings without latin letters ids of their own", () => {
    expect(sections("# T\n\n## Fees\n\n## Fees\n\n## ???").map((s) => s.id)).toEqual(["fees", "fees-2", "section-3"]);
  });
});

describe("slugOf", () => {
  it.each([
    ["Conditions générales", "conditions-generales"],
    ["Własność i odpowiedzialność", "wlasnosc-i-odpowiedzialnosc"],
    ["Førerens ansvar", "forerens-ansvar"],
    ["Straße & Gebühren", "strasse-gebuhren"],
    ["3-D Secure: what is it?", "3-d-secure-what-is-it"],
  ])("turns %j into %j", (text, slug) => {
    expect(slugOf(text)).toBe(slug);
  });
});
