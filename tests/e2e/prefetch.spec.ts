import type { Page } from "@playwright/test";
import { pageLoading } from "../../src/shell/page-loading/constants";
import { expect, hydrated, test } from "./fixtures";


type Prefetch = { path: string; at: number };

/**
 * The page data of other pages the browser has asked for since the page's navigation began, with
 * the browser's own start times (Resource Timing, ms): prefetches, since nothing in these tests
 * navigates. App data and the loader's 404/500 fallbacks are not pages.
 */
async function prefetchesOf(page: Page, ownPath: string): Promise<Prefetch[]> {
  const entries = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => ({ url: e.name, at: e.startTime })));
  const list: Prefetch[] = [];
  for (const { url, at } of entries) {
    const path = /\/page-data(\/.*)\/page-data\.json$/.exec(new URL(url).pathname)?.[1];
    if (!path || path === ownPath || path === "/404.html" || path === "/500.html") continue;
    if (!list.some((p) => p.path === path)) list.push({ path, at });
  }
  return list;
}

/** Groups prefetches that start within a second of each other. */
function batches(list: readonly Prefetch[]): Prefetch[][] {
  const groups: Prefetch[][] = [];
  for (const prefetch of [...list].sort((a, b) => a.at - b.at)) {
    const last = groups.at(-1);
    const previous = last?.at(-1);
    if (last && previous && prefetch.at - previous.at < 1000) last.push(prefetch);
    else groups.push([prefetch]);
  }
  return groups;
}

test.describe("prefetching of linked pages", () => {
  test("prefetches four pages per batch, the first batch after three seconds, then every three seconds", async ({ page }) => {
    await page.goto("/help");
    await page.waitForTimeout(11_000);
    const prefetches = await prefetchesOf(page, "/help");
    const groups = batches(prefetches);
    expect(groups.length, JSON.stringify(prefetches)).toBeGreaterThanOrEqual(3);
    for (const group of groups.slice(0, -1)) expect(group).toHaveLength(pageLoading.prefetchBatchSize);
    expect(groups.at(-1)?.length).toBeLessThanOrEqual(pageLoading.prefetchBatchSize);
    expect(groups[0]?.[0]?.at).toBeGreaterThanOrEqual(pageLoading.prefetchIntervalMs);
    for (let i = 1; i < groups.length; i++) {
      const gap = (groups[i]?.[0]?.at ?? 0) - (groups[i - 1]?.[0]?.at ?? 0);
      // Browser timer precision only: the next batch is scheduled after this one's requests went out.
      expect(gap).toBeGreaterThanOrEqual(pageLoading.prefetchIntervalMs - 20);
      expect(gap).toBeLessThan(pageLoading.prefetchIntervalMs + 1500);
    }
    expect(prefetches.map((p) => p.path)).toContain("/help/articles/how-do-i-change-my-booking");
  });

  test("keeps prefetching after a batch in which every page is missing", async ({ page }) => {
    await page.route("**/page-data/**/page-data.json", (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === "/page-data/help/page-data.json" || path.startsWith("/page-data/404.html/")) return route.continue();
      return route.fulfill({ status: 404, body: "Not found" });
    });
    await page.goto("/help");
    await page.waitForTimeout(8_000);
    const groups = batches(await prefetchesOf(page, "/help"));
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(groups[0]).toHaveLength(pageLoading.prefetchBatchSize);
  });

  test("loads a page as soon as the pointer rests on its link", async ({ page }) => {
    await page.goto("/help");
    await hydrated(page);
    await page.getByRole("link", { name: "Booking and changes" }).hover();
    await expect.poll(async () => (await prefetchesOf(page, "/help")).map((p) => p.path)).toContain("/help/categories/booking-and-changes");
    expect((await prefetchesOf(page, "/help"))[0]?.at).toBeLessThan(pageLoading.prefetchIntervalMs);
  });
});

/** Pretends the browser reports this connection (Chromium's navigator.connection). */
async function withConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
}

/** Opens the help centre, rests the pointer on a link and waits past two batches. */
async function visitAndWait(page: Page): Promise<Prefetch[]> {
  await page.goto("/help");
  await hydrated(page);
  await page.getByRole("link", { name: "Booking and changes" }).hover();
  await page.waitForTimeout(7_000);
  return prefetchesOf(page, "/help");
}

test.describe("no prefetching where it would cost the visitor", () => {
  test("prefetches nothing, not even on hover, with data saver on", async ({ page }) => {
    await withConnection(page, { effectiveType: "4g", saveData: true });
    expect(await visitAndWait(page)).toEqual([]);
  });

  test("prefetches nothing on a 2g connection", async ({ page }) => {
    await withConnection(page, { effectiveType: "2g", saveData: false });
    expect(await visitAndWait(page)).toEqual([]);
  });
});

test.describe("no prefetching for crawlers", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; ExampleBot/2.1; +https://bot.example/)" });

  test("prefetches nothing for a bot user agent", async ({ page }) => {
    expect(await visitAndWait(page)).toEqual([]);
    // The page itself still works for the crawler.
    await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
  });
});
