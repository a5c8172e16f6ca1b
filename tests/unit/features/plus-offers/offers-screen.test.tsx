import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFixtureApi } from "../../../../dev/fixture-api";
import OffersScreen from "../../../../src/features/plus-offers/offers-screen";
import { loadPlusReviews } from "../../../../src/features/plus-offers/build/load";
import { marketFormats } from "../../../../src/i18n/formats";
import common from "../../../../src/i18n/messages/en-US/common.json";
import { Reviews } from "../../../../src/features/plus-offers/reviews";
import { REVIEWS_PAGE_SIZE, type PlusReviewsData } from "../../../../src/page-context/plus-reviews-data";
import { createApiClient } from "../../../../src/web-api/client";
import { pageFor, Providers, renderInPage } from "../../layouts/page-fixture";
import { renderToHtml } from "../../server-html";

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
  const client = createApiClient({ base: "http://fixture.local", acceptLanguage: "en-US", fetch: api.fetch });
  // The US market and its text bundle's date pattern, as the build reads them.
  const formats = marketFormats(pageFor("plus").market, common["format.date"]);
  const firstPage = async (): Promise<PlusReviewsData> => {
    const loaded = await loadPlusReviews(client, { id: "us", countryAlpha2: "US" }, formats);
    if (!loaded.reviews) throw new Error(loaded.problems.join("\n"));
    return loaded.reviews;
  };
  /** The fixture behind fetch, with an injected fault for the reviews while `fault` says so. */
  let fault: string | undefined;
  const calls: string[] = [];
  beforeEach(() => {
    fault = undefined;
    calls.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(String(input));
        const headers = new Headers(init?.headers);
        if (fault) headers.set("x-fixture-fault", fault);
        return api.fetch(String(input).replace("/api/", "/"), { ...init, headers });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  const section = () => screen.getByRole("region", { name: "Customer reviews" });

  it("read their first page at build time, in the page's HTML with the average, the count and dates in the market's format", async () => {
    const first = await firstPage();
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    const html = await renderToHtml(
      <Providers page={pageFor("plus")}>
        <Reviews first={first} />
      </Providers>,
    );
    // React's text separators aside, as a reader sees it.
    expect(html.replaceAll("<!-- -->", "")).toMatch(/\d\.\d out of 5 · 23 customer reviews/);
    expect(html.match(/<li>/g)).toHaveLength(5);
    expect(html).toMatch(/\d\d\/\d\d\/\d{4}/);
    expect(html).toContain("Show more reviews");
  });

  it("show the first page without calling the API, then a page more on 'Show more', announced while it loads", async () => {
    renderInPage(<Reviews first={await firstPage()} />, pageFor("plus"));
    expect(within(section()).getAllByRole("listitem")).toHaveLength(5);
    expect(calls).toEqual([]);
    fireEvent.click(within(section()).getByRole("button", { name: "Show more reviews" }));
    expect(within(section()).getByRole("button", { name: "Show more reviews" })).toBeDisabled();
    expect(within(section()).getByText("Loading reviews…")).toBeInTheDocument();
    await waitFor(() => expect(within(section()).getAllByRole("listitem")).toHaveLength(10));
    expect(calls).toEqual([expect.stringMatching(/\/v1\/subscription\/reviews\?country=US&page=2&pageSize=5$/)]);
    expect(within(section()).queryByText("Loading reviews…")).toBeNull();
  });

  it("say so when a further page fails, keep what is shown, and ask for the same page again on 'Try again'", async () => {
    renderInPage(<Reviews first={await firstPage()} />, pageFor("plus"));
    fault = "subscription.reviews:500";
    fireEvent.click(within(section()).getByRole("button", { name: "Show more reviews" }));
    const retry = await within(section()).findByRole("button", { name: "Try again" });
    expect(retry).toHaveFocus();
    expect(within(section()).getByRole("alert")).toHaveTextContent("The reviews could not be loaded");
    expect(within(section()).getAllByRole("listitem")).toHaveLength(5);
    fault = undefined;
    const before = calls.length;
    fireEvent.click(retry);
    await waitFor(() => expect(within(section()).getAllByRole("listitem")).toHaveLength(10));
    expect(calls.slice(before)).toEqual([expect.stringMatching(/page=2&pageSize=5$/)]);
    expect(within(section()).queryByRole("alert")).toBeNull();
  });

  it("say there are none yet when a market has no reviews, with no list and no 'Show more'", () => {
    renderInPage(<Reviews first={{ average: 0, averageText: "0.0", count: 0, reviews: [] }} />, pageFor("plus"));
    expect(within(section()).getByText("There are no reviews yet.")).toBeInTheDocument();
    expect(within(section()).queryByRole("list")).toBeNull();
    expect(within(section()).queryByRole("button")).toBeNull();
  });

  it("hold a market's build back, naming it, when the web API fails at build time", async () => {
    const failing = createApiClient({
      base: "http://fixture.local",
      acceptLanguage: "en-US",
      fetch: (input, init) => api.fetch(String(input), { ...init, headers: { "x-fixture-fault": "subscription.reviews:500" } }),
    });
    const loaded = await loadPlusReviews(failing, { id: "us", countryAlpha2: "US" }, formats);
    expect(loaded.reviews).toBeUndefined();
    expect(loaded.problems).toEqual([expect.stringMatching(/^subscription\.reviews \(market us\): the web API failed/)]);
  });
});
