import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BurgerMenu } from "../../../src/components/burger-menu/burger-menu";
import { fullSizeBreakpoint, menuGroups } from "../../../src/components/burger-menu/groups";
import { fiveGroups, renderInPage } from "../layouts/page-fixture";
import { fakeMedia } from "./media";

const fourGroups = fiveGroups.slice(
  0,
  fiveGroups.findIndex((e) => e.title === "Business customers"),
);
const show = (entries = fiveGroups) => renderInPage(<BurgerMenu entries={entries} text="Menu" />);
/** Presses the menu button; the sheet is a chunk of its own, so it arrives a moment later. */
const openMenu = async () => {
  fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
  return screen.findByRole("dialog", { name: "Main menu" });
};
const accordionButtons = () =>
  screen
    .queryAllByRole("button", { expanded: false })
    .concat(screen.queryAllByRole("button", { expanded: true }))
    .filter((b) => b.hasAttribute("aria-controls") && b.closest("dialog"));

describe("the burger menu's groups", () => {
  it("start at each header and collect the links after it", () => {
    const groups = menuGroups(fiveGroups);
    expect(groups.map((g) => [g.title, g.startOpen, g.links.map((l) => l.title)])).toEqual([
      ["Rent a vehicle", true, ["Car rental", "Airport rental"]],
      ["More mobility", false, ["Car subscription"]],
      ["My account", false, ["My bookings"]],
      ["Help", false, ["Help centre"]],
      ["Business customers", false, ["Business login"]],
    ]);
    expect(groups[0]?.links[1]?.gapAfter).toBe(true);
  });

  it("keep links before the first header in an untitled group", () => {
    expect(
      menuGroups([
        { type: "link", title: "Home", url: "/" },
        { type: "header", title: "Help" },
      ]),
    ).toEqual([
      { title: "", startOpen: true, links: [{ title: "Home", url: "/", target: undefined, gapAfter: false }] },
      { title: "Help", startOpen: false, links: [] },
    ]);
  });

  it("use the 992 px full-size breakpoint with more than 4 groups, else 780 px", () => {
    expect(fullSizeBreakpoint(5)).toBe(992);
    expect(fullSizeBreakpoint(4)).toBe(780);
    expect(fullSizeBreakpoint(1)).toBe(780);
  });
});

describe("the burger menu", () => {
  it("opens as a modal dialog from its button and shows the groups' links", async () => {
    fakeMedia({ width: 1440 });
    show();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = await openMenu();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(dialog).toHaveAttribute("open");
    const nav = within(dialog).getByRole("navigation", { name: "Main menu" });
    expect(within(nav).getByRole("link", { name: "Business login" })).toHaveAttribute("rel", "noopener noreferrer");
  });

  it.each([
    [5, 992, true],
    [5, 991, false],
    [4, 780, true],
    [4, 779, false],
  ])("with %i groups at %i px shows all columns: %s", async (count, width, columns) => {
    const media = fakeMedia({ width });
    show(count === 5 ? fiveGroups : fourGroups);
    const dialog = await openMenu();
    expect(media.queries).toContain(`(min-width: ${count === 5 ? 992 : 780}px)`);
    expect(within(dialog).getAllByRole("heading", { level: 2 })).toHaveLength(count);
    expect(accordionButtons()).toHaveLength(columns ? 0 : count);
    expect(within(dialog).queryByRole("link", { name: "Help centre" }) !== null).toBe(columns);
  });

  it("switches between accordion and columns when the window is resized", async () => {
    const media = fakeMedia({ width: 800 });
    show();
    const dialog = await openMenu();
    expect(accordionButtons()).toHaveLength(5);
    act(() => media.resize(1200));
    expect(accordionButtons()).toHaveLength(0);
    expect(within(dialog).getByRole("link", { name: "Help centre" })).toBeVisible();
  });

  it("is an accordion on small screens with one section open at a time, starting with the open group", async () => {
    fakeMedia({ width: 375 });
    show();
    const dialog = await openMenu();
    const rent = within(dialog).getByRole("button", { name: "Rent a vehicle" });
    const help = within(dialog).getByRole("button", { name: "Help" });
    expect(rent).toHaveAttribute("aria-expanded", "true");
    expect(within(dialog).getByRole("link", { name: "Car rental" })).toBeVisible();
    expect(within(dialog).queryByRole("link", { name: "Help centre" })).toBeNull();
    fireEvent.click(help);
    expect(help).toHaveAttribute("aria-expanded", "true");
    expect(rent).toHaveAttribute("aria-expanded", "false");
    expect(within(dialog).getByRole("link", { name: "Help centre" })).toBeVisible();
    expect(within(dialog).queryByRole("link", { name: "Car rental" })).toBeNull();
    fireEvent.click(help);
    expect(help).toHaveAttribute("aria-expanded", "false");
    expect(within(dialog).queryAllByRole("link")).toHaveLength(0);
  });

  it("closes when a link is chosen", async () => {
    fakeMedia({ width: 1440 });
    show();
    const dialog = await openMenu();
    // jsdom cannot follow links; the choice itself is what closes the menu.
    const stay = (event: Event): void => event.preventDefault();
    document.addEventListener("click", stay);
    fireEvent.click(within(dialog).getByRole("link", { name: "Car rental" }));
    document.removeEventListener("click", stay);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on the shade and gives focus back to the menu button", async () => {
    fakeMedia({ width: 1440 });
    show();
    await openMenu();
    // A click on the shaded page around the sheet lands on the dialog element itself.
    fireEvent.click(screen.getByRole("dialog", { name: "Main menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("closes on its close button and gives focus back to the menu button", async () => {
    fakeMedia({ width: 1440 });
    show();
    fireEvent.click(within(await openMenu()).getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("starts with focus on its close button and keeps it inside when the sheet itself is clicked", async () => {
    fakeMedia({ width: 1440 });
    show();
    const dialog = await openMenu();
    const close = within(dialog).getByRole("button", { name: "Close menu" });
    expect(close).toHaveFocus();
    fireEvent.click(within(dialog).getByRole("navigation"));
    expect(dialog).toHaveAttribute("open");
  });

  it("closes on Escape and gives focus back to the menu button", async () => {
    fakeMedia({ width: 1440 });
    show();
    const dialog = await openMenu();
    fireEvent.keyDown(within(dialog).getByRole("link", { name: "Help centre" }), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();
  });

  it("locks page scrolling while open and restores it on close and on unmount", async () => {
    fakeMedia({ width: 1440 });
    document.documentElement.style.overflow = "auto";
    const { unmount } = show();
    await openMenu();
    expect(document.documentElement.style.overflow).toBe("hidden");
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(document.documentElement.style.overflow).toBe("auto");
    await openMenu();
    unmount();
    expect(document.documentElement.style.overflow).toBe("auto");
    document.documentElement.style.overflow = "";
  });

  it("marks account links with a person icon and tells screen readers the link opens the account, and whether it needs sign-in", async () => {
    fakeMedia({ width: 1440 });
    show([
      ...fiveGroups,
      { type: "link", title: "Manage my booking", url: "/account/#/manage-my-booking-info", account: true },
      { type: "link", title: "Account settings", url: "/account/#/account", account: true },
    ]);
    const dialog = await openMenu();
    const bookings = within(dialog).getByRole("link", { name: "My bookings (opens your account, sign-in needed)" });
    const manage = within(dialog).getByRole("link", { name: "Manage my booking (opens your account, no sign-in needed)" });
    within(dialog).getByRole("link", { name: "Account settings (opens your account, sign-in needed)" });
    for (const link of [bookings, manage]) {
      const icon = link.querySelector("svg");
      expect(icon).toHaveAttribute("aria-hidden", "true");
      expect(icon).toHaveAttribute("width", "18");
    }
    const plain = within(dialog).getByRole("link", { name: "Car rental" });
    expect(plain.querySelector("svg")).toBeNull();
  });

  it("renders nothing without entries", () => {
    fakeMedia({ width: 1440 });
    show([]);
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
  });
});
