import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeMedia } from "../components/media";
import IbeLayout from "../../../src/layouts/ibe";
import { bookingEngineFor } from "../../../src/runtime-apps/booking-engine-for";
import { pageFor, promotionPage, renderInPage, renderLayout } from "./page-fixture";
import { everythingInView } from "../in-view";

// The plus page's list and reviews wait until the visitor comes near; here the screen shows everything.
everythingInView();

vi.mock("../../../src/runtime-apps/slot", () => import("../components/slot-stub"));

const slotOptions = (region: HTMLElement): unknown => JSON.parse(region.closest("[data-options]")?.getAttribute("data-options") ?? "null");

const tab = (heading: string, url: string) => ({ heading, content: { content: heading, url, target: 0 } });

describe("the ride layout", () => {
  it("hands the sign-in app ride terms on and Apple/Google sign-in, manage-bookings and switcher off", () => {
    fakeMedia({ width: 1440 });
    renderLayout(pageFor("ride"));
    expect(slotOptions(screen.getByRole("region", { name: "Sign-in" }))).toEqual({
      rideTerms: true,
      appleSignIn: false,
      googleSignIn: false,
      manageBookings: false,
      switcher: false,
    });
  });

  it("holds the transfer-components script's place", () => {
    fakeMedia({ width: 1440 });
    const { container } = renderLayout(pageFor("ride"));
    expect(container.querySelector("[data-third-party='transfer-components']")).not.toBeNull();
  });

  it("shows the product-line tabs only when there is more than one", () => {
    fakeMedia({ width: 1440 });
    const nav = (tabs: ReturnType<typeof tab>[]) => [{ nav_list: [], product_line_tab: tabs }];
    const { unmount } = renderLayout(pageFor("ride", { navigation: nav([tab("Ride", "/ride")]) }));
    expect(screen.queryByRole("navigation", { name: "Products" })).toBeNull();
    unmount();
    renderLayout(pageFor("ride", { pagePath: "/ride", navigation: nav([tab("Rent", "/"), tab("Ride", "/ride")]) }));
    const products = screen.getByRole("navigation", { name: "Products" });
    expect(within(products).getByRole("combobox", { name: "Products" })).toHaveValue("1");
  });
});

describe("the ibe layout", () => {
  it("hands the booking engine on the start page only where its search opens the offers: the default market's journey", () => {
    fakeMedia({ width: 1440 });
    renderLayout(pageFor("ibe"));
    expect(slotOptions(screen.getByRole("region", { name: "Booking engine" }))).toEqual({ offersUrl: "/booking/offers" });
  });

  it("hands the booking engine the vehicle type code of a page about vans and trucks (L) or cars (P)", () => {
    fakeMedia({ width: 1440 });
    const { unmount } = renderInPage(
      <IbeLayout page={pageFor("ibe")} booking={bookingEngineFor("truck")}>
        content
      </IbeLayout>,
      pageFor("ibe"),
    );
    expect(slotOptions(screen.getByRole("region", { name: "Booking engine" }))).toEqual({ vehicleType: "L", offersUrl: "/booking/offers" });
    unmount();
    renderInPage(
      <IbeLayout page={pageFor("ibe")} booking={bookingEngineFor("car")}>
        content
      </IbeLayout>,
      pageFor("ibe"),
    );
    expect(slotOptions(screen.getByRole("region", { name: "Booking engine" }))).toEqual({ vehicleType: "P", offersUrl: "/booking/offers" });
  });
});

describe("the plus layout", () => {
  it("has the FAQ section the FAQs button scrolls to, with the hotline its feature flag enables", () => {
    fakeMedia({ width: 1440 });
    renderLayout(pageFor("plus"));
    const faq = screen.getByRole("region", { name: "How the subscription works" });
    expect(faq).toHaveAttribute("id", "faq-how-to");
    expect(within(faq).getByRole("link", { name: "+1 (888) 274-9000" })).toHaveAttribute("href", "tel:+18882749000");
    expect(within(faq).getByRole("link", { name: "Read the subscription FAQ" })).toBeInTheDocument();
  });

  it("shows the site's own offers list, not the demo plus-offer-list app", () => {
    fakeMedia({ width: 1440 });
    renderLayout(pageFor("plus"));
    expect(screen.getByRole("region", { name: "Car subscription offers" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Subscription offers" })).toBeNull();
  });
});

describe("the promotion layout", () => {
  it("shows the pre-title, the title and the promo bubble above the booking engine", () => {
    fakeMedia({ width: 375 });
    renderLayout(promotionPage());
    const hero = screen.getByRole("region", { name: "Airport offer" });
    const texts = ["Landing soon?", "Your car is waiting", "up to", "15%", "off online"].map((t) => within(hero).getByText(t));
    const booking = within(hero).getByRole("region", { name: "Booking engine" });
    for (const text of texts) expect(text.compareDocumentPosition(booking) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("leaves the bubble out without a highlight", () => {
    fakeMedia({ width: 375 });
    renderLayout(promotionPage({ promo_highlight: undefined }));
    const hero = screen.getByRole("region", { name: "Airport offer" });
    expect(within(hero).getByText("Your car is waiting")).toBeInTheDocument();
    expect(within(hero).queryByText("up to")).toBeNull();
  });
});

describe("the zen layout", () => {
  it("builds its footer from the links in the footer text", () => {
    fakeMedia({ width: 1440 });
    renderLayout(pageFor("zen"));
    const footer = screen.getByRole("navigation", { name: "Footer links" });
    expect(
      within(footer)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Terms", "Imprint"]);
    expect(within(footer).queryByRole("link", { name: "Privacy" })).toBeNull();
  });
});
