import type { Page } from "@playwright/test";
import { pageLoading } from "../../src/shell/page-loading/constants";
import { expect, test } from "./fixtures";

test.use({ serviceWorkers: "block" });

type Prefetch = { path: string; at: number };

/**
 * Records the page data of other pages the browser asks for after `start`: prefetches, since
 * nothing in these tests navigates. App data and the loader's 404/500 fallbacks are not pages.
 */
function recordPrefetches(page: Page, ownPath: string): { list: Prefetch[]; start: () => void } {
  const list: Prefetch[] = [];
  let started = 0;
  page.on("request", (request) => {
    const match = /\/page-data(\/.*)\/page-data\.json$/.exec(new URL(request.url()).pathname);
    const path = match?.[1];
    if (!path || path === ownPath || path === "/404.html" || path === "/500.html") return;
    if (!list.some((p) => p.path === path)) list.push({ path, at: Date.now() - started });
  });
  return { list, start: () => void (started = Date.now()) };
}

/** Waits for Gatsby's first client render, after which links react to the pointer. */
const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);

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
    const prefetches = recordPrefetches(page, "/help");
    prefetches.start();
    await page.goto("/help");
    await page.waitForTimeout(11_000);
    const groups = batches(prefetches.list);
    expect(groups.length, JSON.stringify(prefetches.list)).toBeGreaterThanOrEqual(3);
    for (const group of groups.slice(0, -1)) expect(group).toHaveLength(pageLoading.prefetchBatchSize);
    expect(groups.at(-1)?.length).toBeLessThanOrEqual(pageLoading.prefetchBatchSize);
    expect(groups[0]?.[0]?.at).toBeGreaterThanOrEqual(pageLoading.prefetchIntervalMs);
    for (let i = 1; i < groups.length; i++) {
      const gap = (groups[i]?.[0]?.at ?? 0) - (groups[i - 1]?.[0]?.at ?? 0);
      expect(gap).toBeGreaterThanOrEqual(pageLoading.prefetchIntervalMs - 100);
      expect(gap).toBeLessThan(pageLoading.prefetchIntervalMs + 1500);
    }
    expect(prefetches.list.map((p) => p.path)).toContain("/help/articles/change-my-booking");
  });

  test("keeps prefetching after a batch in which every page is missing", async ({ page }) => {
    const prefetches = recordPrefetches(page, "/help");
    await page.route("**/page-data/**/page-data.json", (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === "/page-data/help/page-data.json" || path.startsWith("/page-data/404.html/")) return route.continue();
      return route.fulfill({ status: 404, body: "Not found" });
    });
    prefetches.start();
    await page.goto("/help");
    await page.waitForTimeout(8_000);
    const groups = batches(prefetches.list);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(groups[0]).toHaveLength(pageLoading.prefetchBatchSize);
  });

  test("loads a page as soon as the pointer rests on its link", async ({ page }) => {
    const prefetches = recordPrefetches(page, "/help");
    prefetches.start();
    await page.goto("/help");
    await hydrated(page);
    await page.getByRole("link", { name: "Bookings" }).hover();
    await expect.poll(() => prefetches.list.map((p) => p.path)).toContain("/help/categories/bookings");
    expect(prefetches.list[0]?.at).toBeLessThan(pageLoading.prefetchIntervalMs);
  });
});

/** Pretends the browser reports this connection (Chromium's navigator.connection). */
async function withConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
}

/** Opens the help centre, rests the pointer on a link and waits past two batches. */
async function visitAndWait(page: Page): Promise<Prefetch[]> {
  const prefetches = recordPrefetches(page, "/help");
  prefetches.start();
  await page.goto("/help");
  await hydrated(page);
  await page.getByRole("link", { name: "Bookings" }).hover();
  await page.waitForTimeout(7_000);
  return prefetches.list;
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
