import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markets } from "../../../markets";
import { pageFor, renderLayout } from "../layouts/page-fixture";
import { fakeMedia } from "./media";

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};
const header = () => screen.getByRole("banner");

describe("the help centre's entry point in the header (openHelpCenterEntryPoint)", () => {
  beforeEach(() => void fakeMedia({ width: 1440 }));
  afterEach(() => vi.unstubAllGlobals());

  it("is a link to the help centre in a market that opens it there, on the start page's layout too", () => {
    for (const layout of ["ibe", "navigation"] as const) {
      const { unmount } = renderLayout(pageFor(layout, { market: market("us") }));
      expect(within(header()).getByRole("link", { name: "Help" })).toHaveAttribute("href", "/help");
      unmount();
    }
  });

  it("keeps the language prefix of a language variant", () => {
    renderLayout(pageFor("navigation", { market: market("us-es") }));
    expect(within(header()).getByRole("link", { name: "Help" })).toHaveAttribute("href", "/es/help");
  });

  it("is not in the header of a market that leaves it closed", () => {
    expect(market("gb").openHelpCenterEntryPoint).toBe(false);
    renderLayout(pageFor("navigation", { market: market("gb") }));
    expect(within(header()).queryByRole("link", { name: "Help" })).toBeNull();
  });
});
