import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFixtureApi } from "../../../../dev/fixture-api";
import OffersScreen from "../../../../src/features/plus-offers/offers-screen";
import { Reviews } from "../../../../src/features/plus-offers/reviews";
import { pageFor, renderInPage } from "../../layouts/page-fixture";

const api = createFixtureApi({ now: () => new Date() });

describe("the plus offers list", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/plus");
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => api.fetch(String(input).replace("/api/", "/"), init)),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const list = () => screen.getByRole("region", { name: "Car subscription offers" });
  const cards = () => within(list()).queryAllByRole("article");

  it("shows a skeleton while loading, then the US offers with price, fee, term and bonus", async () => {
    renderInPage(<OffersScreen />, pageFor("plus"));
    expect(within(list()).getByText("Loading offers…")).toBeInTheDocument();
    expect(await within(list()).findByText("27 offers")).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    const first = cards()[0];
    if (!first) throw new Error("no card");
    expect(first).toHaveTextContent(/\$[\d,]+\.00 per month/);
    expect(first).toHaveTextContent("One-time sign-up fee: $0.00");
    expect(first).toHaveTextContent(/Minimum term\d+ months?/);
    expect(first).toHaveTextContent("Loyalty refund bonus");
    fireEvent.click(within(list()).getByRole("button", { name: "Show more offers" }));
    expect(cards()).toHaveLength(24);
  });

  it("narrows the list by a filter, shows a chip that removes itself, and keeps the state in the URL", async () => {
    renderInPage(<OffersScreen />, pageFor("plus"));
    await within(list()).findByText("27 offers");
    const electric = within(list()).getByRole("checkbox", { name: /^Electric/ });
    const count = Number(/\((\d+)\)/.exec(electric.closest("label")?.textContent ?? "")?.[1]);
    fireEvent.click(electric);
    expect(within(list()).getByText(`${count} offers`)).toHaveAttribute("aria-live", "polite");
    expect(window.location.search).toBe("?fuel=electric");
    fireEvent.click(within(list()).getByRole("button", { name: "Remove filter: Electric" }));
    expect(within(list()).getByText("27 offers")).toHaveAttribute("aria-live", "polite");
    expect(window.location.search).toBe("");
  });

  it("reads a shared link's filters and ignores what it does not know", async () => {
    window.history.replaceState(null, "", "/plus?type=van,tank&automatic=1&age=old");
    renderInPage(<OffersScreen />, pageFor("plus"));
    expect(await within(list()).findByText("2 offers")).toBeInTheDocument();
    expect(within(list()).getByRole("checkbox", { name: /^Van/ })).toBeChecked();
  });

  it("shows 'no offers found' with a reset when the filters exhaust the list", async () => {
    window.history.replaceState(null, "", "/plus?type=convertible&fuel=hybrid");
    renderInPage(<OffersScreen />, pageFor("plus"));
    expect(await within(list()).findByRole("heading", { name: "Sorry, no offers found" })).toBeInTheDocument();
    fireEvent.click(within(list()).getAllByRole("button", { name: "Reset filters" }).at(-1) as HTMLElement);
    expect(within(list()).getByText("27 offers")).toHaveAttribute("aria-live", "polite");
  });

  it("refuses a seventh branch with the max-branches message", { timeout: 20_000 }, async () => {
    renderInPage(<OffersScreen />, pageFor("plus"));
    await within(list()).findByText("27 offers");
    fireEvent.click(within(list()).getByRole("button", { name: /Pickup location/ }));
    const boxes = within(list())
      .getAllByRole("checkbox")
      .filter((box) => box.closest("[role=group][aria-label='Pickup location']"));
    boxes.slice(0, 6).forEach((box) => fireEvent.click(box));
    expect(boxes.slice(0, 6).every((box) => (box as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(boxes[6] as HTMLElement);
    expect(boxes[6]).not.toBeChecked();
    expect(within(list()).getByText("You can select up to 6 branches.")).toBeInTheDocument();
    // Each branch says how many offers it has with the other filters.
    expect(boxes[0]?.closest("label")).toHaveTextContent(/\(\d+\)$/);
  });

  it("describes what the date and location buttons open, their names staying label and value", async () => {
    renderInPage(<OffersScreen />, pageFor("plus"));
    await within(list()).findByText("27 offers");
    expect(within(list()).getByRole("button", { name: /^Pickup date/ })).toHaveAccessibleDescription("Open calendar");
    expect(within(list()).getByRole("button", { name: /^Pickup location/ })).toHaveAccessibleDescription("Open list of pickup locations");
  });

  it("closes the filters with 'Show N offers' and moves the focus to the results", async () => {
    renderInPage(<OffersScreen />, pageFor("plus"));
    await within(list()).findByText("27 offers");
    const toggle = within(list()).getByRole("button", { name: "Filters" });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(within(list()).getByRole("checkbox", { name: /^Electric/ }));
    const count = within(list()).getByText(/^\d+ offers?$/);
    const shown = /\d+/.exec(count.textContent ?? "")?.[0] ?? "none";
    fireEvent.click(within(list()).getByRole("button", { name: new RegExp(`^Show ${shown} offers?$`) }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(count.parentElement).toHaveFocus();
  });

  it("shows the error state with a retry when the API fails, and focuses the retry when it fails again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("{}", { status: 404 }))),
    );
    renderInPage(<OffersScreen />, pageFor("plus"));
    expect(await within(list()).findByRole("heading", { name: "The offers could not be loaded" })).toBeInTheDocument();
    fireEvent.click(within(list()).getByRole("button", { name: "Try again" }));
    // Failing again after the visitor's retry, it takes the focus back to 'Try again'.
    expect(await within(list()).findByRole("button", { name: "Try again" })).toHaveFocus();
    expect(within(list()).getByRole("heading", { name: "The offers could not be loaded" }).closest("[role=alert]")).not.toBeNull();
  });
});

describe("the plus customer reviews", () => {
  beforeEach(() =>
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => api.fetch(String(input).replace("/api/", "/"), init)),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it("show the average, the count and a page of reviews, then more on 'Show more'", async () => {
    renderInPage(<Reviews />, pageFor("plus"));
    const reviews = screen.getByRole("region", { name: "Customer reviews" });
    const summary = await within(reviews).findByText((_, el) => el?.tagName === "P" && /23 customer reviews/.test(el.textContent ?? ""));
    expect(summary).toHaveTextContent(/\d\.\d out of 5 · 23 customer reviews/);
    expect(within(reviews).getAllByRole("listitem")).toHaveLength(5);
    expect(within(reviews).getAllByRole("listitem")[0]).toHaveTextContent(/\d\d\/\d\d\/\d{4}/);
    fireEvent.click(within(reviews).getByRole("button", { name: "Show more reviews" }));
    await waitFor(() => expect(within(reviews).getAllByRole("listitem")).toHaveLength(10));
  });
});
