import { fireEvent, render, screen } from "@testing-library/react";
import { Markup } from "../../../src/markup";

// Gatsby's own Link, not the setup's stub: these tests check that it navigates client-side (window.___navigate).
vi.unmock("gatsby");

const context = { year: 2026, now: new Date("2026-02-10T00:00:00Z") };

describe("links in editorial text", () => {
  beforeEach(() => Object.assign(window, { ___navigate: vi.fn() }));

  it("navigate client-side to site pages, keeping the title", () => {
    render(<Markup source={'# Help\n\n[Bookings](/help/categories/bookings "All about bookings")'} context={context} />);
    const link = screen.getByRole("link", { name: "Bookings" });
    expect(link).toHaveAttribute("href", "/help/categories/bookings");
    expect(link).toHaveAttribute("title", "All about bookings");
    fireEvent.click(link);
    expect(window.___navigate).toHaveBeenCalledWith("/help/categories/bookings", expect.anything());
  });

  // The built site's Link drops the slash before the hash (trailingSlash "never"); tests have no such option.
  it("navigate client-side to the account area's hash routes, a page of the site", () => {
    render(<Markup source={"# Help\n\n[Bookings](/account/#/bookings)"} context={context} />);
    fireEvent.click(screen.getByRole("link", { name: "Bookings" }));
    expect(window.___navigate).toHaveBeenCalledWith("/account/#/bookings", expect.anything());
  });

  it("stay plain links for other hosts and new windows", () => {
    render(<Markup source={"# Help\n\n[Partner](https://partner.example) [Terms](_/terms-conditions)"} context={context} />);
    // jsdom cannot follow a link; stop the browser default after React has seen the click.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay);
    for (const name of ["Partner", "Terms"]) fireEvent.click(screen.getByRole("link", { name }));
    document.removeEventListener("click", stay);
    expect(window.___navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Terms" })).toHaveAttribute("rel", "noopener noreferrer");
  });
});
