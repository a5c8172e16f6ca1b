import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { layoutFor } from "../../../src/layouts";
import EmptyLayout from "../../../src/layouts/empty";
import { SiteProviders } from "../../../src/shell/site-providers";
import PlusFaqTemplate from "../../../src/templates/plus-faq";
import { ShellExpect } from "../../../src/layouts/parts/first-frame";
import { fakeMedia } from "../components/media";
import { pageFor, preloadLayoutParts, promotionPage, renderLayout } from "./page-fixture";
import { everythingInView } from "../in-view";

// The plus page's list and reviews wait until the visitor comes near; here the screen shows everything.
everythingInView();

vi.mock("../../../src/runtime-apps/slot", () => import("../components/slot-stub"));

/** Every region a layout can have, found the way a visitor or screen reader finds it. */
const regions = {
  banner: () => screen.queryByRole("complementary", { name: "News" }),
  menu: () => screen.queryByRole("button", { name: "Open menu" }),
  bookingEngine: () => screen.queryByRole("region", { name: "Booking engine" }),
  hiddenLinks: () => screen.queryByRole("navigation", { name: "Site links" }),
  main: () => screen.queryByRole("main"),
  footer: () => screen.queryByRole("navigation", { name: "Footer links" }),
  login: () => screen.queryByRole("region", { name: "Sign-in" }),
  rideBooking: () => screen.queryByRole("region", { name: "Ride booking" }),
  rideHome: () => screen.queryByRole("region", { name: "Ride" }),
  funnel: () => screen.queryByRole("region", { name: "Booking" }),
  overlay: () => screen.queryByRole("status"),
  faqs: () => screen.queryByRole("button", { name: "FAQs" }),
  plusOffers: () => screen.queryByRole("region", { name: "Car subscription offers" }),
  hero: () => screen.queryByRole("region", { name: "Airport offer" }),
};
type Region = keyof typeof regions;

const expected: [string, () => ReturnType<typeof pageFor>, Region[]][] = [
  ["ibe", () => pageFor("ibe"), ["banner", "menu", "bookingEngine", "hiddenLinks", "main", "footer"]],
  ["ride", () => pageFor("ride"), ["menu", "login", "rideBooking", "rideHome", "main"]],
  ["funnel", () => pageFor("funnel"), ["funnel", "overlay", "main"]],
  ["zen", () => pageFor("zen"), ["funnel", "overlay", "main", "footer"]],
  ["standalone", () => pageFor("standalone"), ["menu", "login", "bookingEngine", "main"]],
  ["navigation", () => pageFor("navigation"), ["menu", "login", "main"]],
  ["navigationWithoutLayout", () => pageFor("navigationWithoutLayout"), ["menu", "main"]],
  ["default", () => pageFor("default"), ["menu", "main", "footer"]],
  ["empty", () => pageFor("empty"), ["main"]],
  ["plus", () => pageFor("plus"), ["menu", "faqs", "login", "plusOffers", "main"]],
  ["promotion", () => promotionPage(), ["hero", "bookingEngine", "main"]],
];

// The parts that load their code when near render at once in these tests.
beforeAll(preloadLayoutParts);

describe("the layout switch", () => {
  it.each(expected)("renders exactly the regions of the %s layout", (_name, page, present) => {
    fakeMedia({ width: 375 });
    renderLayout(page());
    const shown = new Set<string>(present);
    for (const [region, find] of Object.entries(regions)) {
      if (shown.has(region)) expect(find(), region).not.toBeNull();
      else expect(find(), region).toBeNull();
    }
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { name: "Page content" }));
    // Consent can be changed or withdrawn on every page, whatever the layout (issue 15).
    expect(screen.getByRole("contentinfo")).toContainElement(screen.getByRole("button", { name: "Privacy settings" }));
  });

  // The first frame's hold ends at the main region's start tag (first-frame.tsx): whatever is above it is whole in that frame.
  it.each(expected)("holds the first frame of the %s layout until its header and everything above the content are read", (_name, page) => {
    fakeMedia({ width: 375 });
    renderLayout(page());
    const main = screen.getByRole("main");
    const link = render(<ShellExpect />).container.querySelector('link[rel="expect"]');
    expect(link).toHaveAttribute("blocking", "render");
    expect(link).toHaveAttribute("href", `#${main.id}`);
    const header = screen.queryByRole("banner");
    if (header) expect(header.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("gives the plus FAQ page (a template of its own) a way to the offers instead of a second copy of the list", () => {
    fakeMedia({ width: 375 });
    const page = pageFor("plus", { template: "faq" });
    render(
      <SiteProviders page={page}>
        <PlusFaqTemplate />
      </SiteProviders>,
    );
    expect(regions.plusOffers()).toBeNull();
    expect(screen.getByRole("link", { name: "Car subscription offers" })).toHaveAttribute("href", "/plus");
    expect(regions.faqs()).not.toBeNull();
  });

  it("falls back to the empty layout for an unknown layout name", () => {
    expect(layoutFor("sidebar")).toBe(EmptyLayout);
    expect(layoutFor("toString")).toBe(EmptyLayout);
    expect(layoutFor("ibe")).not.toBe(EmptyLayout);
  });

  it("gives every layout but empty a skip link to the main content", () => {
    fakeMedia({ width: 375 });
    renderLayout(pageFor("navigation"));
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });
});
