import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markup, seasonOf, seasonStartOf, validateMarkup } from "../../../src/markup";

const only = (source: string) => validateMarkup(source).map(({ line, column, rule, message }) => ({ line, column, rule, message }));
const SEASON_LIST = "winter (Jan–Mar), spring (Apr–Jun), summer (Jul–Sep), autumn (Oct–Dec)";

describe("season rule", () => {
  it("accepts a section naming several seasons", () => {
    expect(validateMarkup("# T\n::: season winter autumn\nSnow chains.\n:::")).toEqual([]);
  });

  it("reports an invalid season name at the name itself", () => {
    expect(only("# T\n::: season winter fall\nx\n:::")).toEqual([
      { line: 2, column: 19, rule: "season", message: `Unknown season "fall": use ${SEASON_LIST}.` },
    ]);
  });

  it("reports a capitalised season name, since names are lowercase", () => {
    expect(only("# T\n:::season Summer\n:::")[0]).toEqual({
      line: 2,
      column: 11,
      rule: "season",
      message: `Unknown season "Summer": use ${SEASON_LIST}.`,
    });
  });

  it("reports a section without season names and one of an unknown kind", () => {
    expect(only("# T\n::: season\n:::\n::: weather rain\n:::")).toEqual([
      {
        line: 2,
        column: 1,
        rule: "season",
        message: `Season section names no season: write "::: season" followed by one or more of ${SEASON_LIST}.`,
      },
      {
        line: 4,
        column: 1,
        rule: "season",
        message: 'Unknown section "::: weather": restrict display with "::: season" and season names.',
      },
    ]);
  });

  it("reports an unclosed section, a nested one and a stray closing line", () => {
    expect(only("# T\n:::\n::: season spring\n::: season summer\nx")).toEqual([
      {
        line: 2,
        column: 1,
        rule: "season",
        message: '":::" closes no section: remove it, or open a section before it with "::: season winter".',
      },
      { line: 3, column: 1, rule: "season", message: 'Season section is not closed: end it with a line ":::".' },
      {
        line: 4,
        column: 1,
        rule: "season",
        message: 'Season sections cannot be nested: close the section opened at line 3 with ":::" first.',
      },
    ]);
  });
});

const page = [
  "# Rentals",
  "::: season winter",
  "Winter tyres included.",
  ":::",
  "::: season spring",
  "Spring deals.",
  ":::",
  "::: season summer",
  "Convertibles.",
  ":::",
  "::: season autumn",
  "Autumn offers.",
  ":::",
  "Always open.",
].join("\n");
const shown = (iso: string) => {
  render(<Markup source={page} context={{ year: 2025, now: new Date(iso) }} />);
  const texts = screen.getAllByRole("paragraph").map((p) => p.textContent);
  return texts.filter((text) => text !== "Always open.");
};

describe("season sections with a fixed clock", () => {
  it.each([
    ["2025-01-15T12:00:00Z", "Winter tyres included."],
    ["2025-04-15T12:00:00Z", "Spring deals."],
    ["2025-07-15T12:00:00Z", "Convertibles."],
    ["2025-10-15T12:00:00Z", "Autumn offers."],
  ])("shows at %s only the section of its quarter", (iso, text) => {
    expect(shown(iso)).toEqual([text]);
  });

  it.each([
    ["2025-01-01T00:00:00Z", "winter"],
    ["2025-03-31T23:59:59Z", "winter"],
    ["2025-04-01T00:00:00Z", "spring"],
    ["2025-06-30T23:59:59Z", "spring"],
    ["2025-07-01T00:00:00Z", "summer"],
    ["2025-09-30T23:59:59Z", "summer"],
    ["2025-10-01T00:00:00Z", "autumn"],
    ["2025-12-31T23:59:59Z", "autumn"],
  ])("puts the boundary instant %s in %s (UTC)", (iso, season) => {
    expect(seasonOf(new Date(iso))).toBe(season);
  });

  it("switches sections exactly between March and April", () => {
    expect(shown("2025-03-31T23:59:59Z")).toEqual(["Winter tyres included."]);
  });

  it("hides a section whose only season name is invalid", () => {
    const source = "# T\n::: season wintr\nHidden.\n:::\nShown.";
    render(<Markup source={source} context={{ year: 2025, now: new Date("2025-01-10T00:00:00Z") }} />);
    expect(screen.queryByText("Hidden.")).toBeNull();
    expect(screen.getByText("Shown.")).toBeInTheDocument();
  });

  it("hides every section for an invalid date", () => {
    expect(shown("not a date")).toEqual([]);
  });
});

describe("seasonStartOf", () => {
  it("gives the first day of a date's season in UTC, the same for every day of that season", () => {
    expect(seasonStartOf(new Date("2026-11-28T22:05:00Z"))).toBe("2026-10-01");
    expect(seasonStartOf(new Date("2026-10-01T00:00:00Z"))).toBe("2026-10-01");
    expect(seasonStartOf(new Date("2026-12-31T23:59:59Z"))).toBe("2026-10-01");
    expect(seasonStartOf(new Date("2027-01-01T00:00:00Z"))).toBe("2027-01-01");
    expect(seasonStartOf(new Date("2026-06-30T23:59:59Z"))).toBe("2026-04-01");
  });
});
