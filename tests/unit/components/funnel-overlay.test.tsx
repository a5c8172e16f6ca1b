import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hasAppContent } from "../../../src/components/funnel-overlay/app-content";
import { pageFor, renderLayout } from "../layouts/page-fixture";
import { fakeMedia } from "./media";

vi.mock("../../../src/runtime-apps/slot", () => import("./slot-stub"));

const slot = (): Element => {
  const element = document.querySelector("[data-app-slot='funnel-container']");
  if (!element) throw new Error("no funnel container slot");
  return element;
};
/** Lets the MutationObserver deliver its records, then moves the fake clock. */
const advance = async (ms: number): Promise<void> => {
  await act(async () => {
    await Promise.resolve();
    vi.advanceTimersByTime(ms);
  });
};
const mountApp = async (html: string): Promise<void> => {
  await act(async () => {
    slot().innerHTML = html;
    await Promise.resolve();
  });
};

describe.each(["funnel", "zen"] as const)("the %s layout's loading overlay", (layout) => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakeMedia({ width: 1440 });
  });
  afterEach(() => vi.useRealTimers());

  it("covers the page until content appears, then hides 1.5 s later", async () => {
    renderLayout(pageFor(layout));
    expect(screen.getByRole("status")).toHaveTextContent("Loading your booking…");
    await advance(1000);
    await mountApp("<form><label>Pickup <input name=pickup></label></form>");
    await advance(1499);
    expect(screen.getByRole("status")).toBeVisible();
    await advance(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("hides after 5 s at the latest when no content appears", async () => {
    renderLayout(pageFor(layout));
    await advance(4999);
    expect(screen.getByRole("status")).toBeVisible();
    await advance(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps the 5 s cap when content arrives late", async () => {
    renderLayout(pageFor(layout));
    await advance(4000);
    await mountApp("<p>Choose your vehicle</p>");
    await advance(999);
    expect(screen.getByRole("status")).toBeVisible();
    await advance(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("does not count a loading skeleton as content", async () => {
    renderLayout(pageFor(layout));
    await mountApp('<div aria-busy="true"><span>Loading…</span></div>');
    await advance(1500);
    expect(screen.getByRole("status")).toBeVisible();
  });
});

describe("content of a runtime app", () => {
  const container = (html: string): Element => {
    const root = document.createElement("div");
    root.innerHTML = `<div data-app-slot="funnel-container">${html}</div>`;
    return root;
  };

  it.each([
    ["", false],
    ["<div><div></div></div>", false],
    ["<div>   </div>", false],
    ['<div aria-busy="true"><p>Loading</p><img alt=""></div>', false],
    ["<p>Choose a car</p>", true],
    ["<div><button>Continue</button></div>", true],
    ['<div><img alt="" src="car.png"></div>', true],
  ])("in %j is %s", (html, expected) => {
    expect(hasAppContent(container(html))).toBe(expected);
  });

  it("is only looked for inside the app slots", () => {
    const root = document.createElement("div");
    root.innerHTML = '<p>Intro text</p><div data-app-slot="funnel-container"></div>';
    expect(hasAppContent(root)).toBe(false);
  });
});
