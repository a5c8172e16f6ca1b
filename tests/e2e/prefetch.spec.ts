import type { Page } from "@playwright/test";
import { pageLoading } from "../../src/shell/page-loading/constants";
import { expect, gotoWithStoppedClock, slotsStarted, test } from "./fixtures";

// Every test runs the page's clock only when it says so (page.clock): the batches' three seconds are
// the page's own, however slow the machine, and waiting past them costs no real time.

type Prefetch = { path: string; at: number };

/**
 * Gatsby's loader asks for page data with XMLHttpRequest; the page records each request in its own time.
 * It also records, in its own time, each path a link puts in the prefetch queue (`___loader.enqueue`,
 * which Link calls when the link comes into view): the queue's three seconds run from the first.
 */
async function recordPageDataRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: { path: string; at: number }[] = [];
    const queued: { path: string; at: number }[] = [];
    Object.assign(window, { pageDataRequests: sent, prefetchQueued: queued });
    let loader: unknown;
    Object.defineProperty(window, "___loader", {
      configurable: true,
      get: () => loader,
      set(value: unknown) {
        loader = value;
        const enqueue: unknown = typeof value === "object" && value !== null ? Reflect.get(value, "enqueue") : undefined;
        if (typeof enqueue !== "function") return;
        Reflect.set(value as object, "enqueue", (path: string) => {
          if (!queued.some((entry) => entry.path === path)) queued.push({ path, at: Date.now() });
          return Reflect.apply(enqueue, value, [path]) as unknown;
        });
      },
    });
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: [string, string | URL, boolean?, string?, string?]) {
      const path = /\/page-data(\/.*)\/page-data\.json$/.exec(new URL(String(args[1]), window.location.href).pathname)?.[1];
      if (path) sent.push({ path, at: Date.now() });
      Reflect.apply(open, this, args);
    } as typeof XMLHttpRequest.prototype.open;
  });
}

/**
 * The page data of other pages the page has asked for, first request of each, with the page's time:
 * prefetches, since nothing in these tests navigates. The loader's 404/500 fallbacks are not pages.
 */
async function prefetchesOf(page: Page, ownPath: string): Promise<Prefetch[]> {
  const sent = await page.evaluate(() => Reflect.get(window, "pageDataRequests") as Prefetch[]);
  const list: Prefetch[] = [];
  for (const { path, at } of sent) {
    if (path === ownPath || path === "/404.html" || path === "/500.html") continue;
    if (!list.some((p) => p.path === path)) list.push({ path, at });
  }
  return list;
}

/** Groups prefetches sent at the same moment of the page's clock. */
function batches(list: readonly Prefetch[]): Prefetch[][] {
  const groups = new Map<number, Prefetch[]>();
  for (const prefetch of list) groups.set(prefetch.at, [...(groups.get(prefetch.at) ?? []), prefetch]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/** The page's clock now. */
const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/** Gatsby runs each batch in an idle callback, which the page's clock runs at most this long after its timer. */
const IDLE_MS = 50;

/** Opens the help centre with the page's clock stopped, until its runtime apps started. */
async function openHelp(page: Page): Promise<void> {
  await recordPageDataRequests(page);
  await gotoWithStoppedClock(page, "/help", () => slotsStarted(page));
}

/**
 * Waits, with the page's clock still stopped, until links in view put `count` paths in the prefetch
 * queue (Link learns that a link is in view from an IntersectionObserver, in real time, which a busy
 * machine delivers late); returns the page time of the first.
 */
async function queueHolds(page: Page, count: number): Promise<number> {
  const queued = () => page.evaluate(() => Reflect.get(window, "prefetchQueued") as Prefetch[]);
  await expect.poll(async () => (await queued()).length).toBeGreaterThanOrEqual(count);
  return (await queued())[0]?.at ?? Number.NaN;
}

/** The paths links put in the prefetch queue, in their order. */
const queuedPaths = async (page: Page): Promise<string[]> =>
  (await page.evaluate(() => Reflect.get(window, "prefetchQueued") as Prefetch[])).map((entry) => entry.path);

test.describe("prefetching of linked pages", () => {
  // Links in view are what the queue takes (a closed menu's are not): a tall window shows enough of the
  // help centre's for three batches.
  test.use({ viewport: { width: 1280, height: 2000 } });

  test("prefetches four pages per batch, the first batch after three seconds, then every three seconds", async ({ page }) => {
    await openHelp(page);
    // Enough pages for three batches; the queue starts when the first link shows: nothing before three seconds.
    const firstQueued = await queueHolds(page, 2 * pageLoading.prefetchBatchSize + 1);
    await page.clock.runFor(firstQueued + pageLoading.prefetchIntervalMs - (await pageNow(page)) - 1);
    expect(await prefetchesOf(page, "/help")).toEqual([]);
    await page.clock.runFor(4 * pageLoading.prefetchIntervalMs);
    const prefetches = await prefetchesOf(page, "/help");
    const groups = batches(prefetches);
    expect(groups.length, JSON.stringify(prefetches)).toBeGreaterThanOrEqual(3);
    for (const group of groups.slice(0, -1)) expect(group).toHaveLength(pageLoading.prefetchBatchSize);
    expect(groups.at(-1)?.length).toBeLessThanOrEqual(pageLoading.prefetchBatchSize);
    const starts = groups.map((group) => group[0]?.at ?? 0);
    expect(starts[0]).toBeGreaterThanOrEqual(firstQueued + pageLoading.prefetchIntervalMs);
    expect(starts[0]).toBeLessThanOrEqual(firstQueued + pageLoading.prefetchIntervalMs + IDLE_MS);
    for (let i = 1; i < starts.length; i++) {
      const gap = (starts[i] ?? 0) - (starts[i - 1] ?? 0);
      expect(gap).toBeGreaterThanOrEqual(pageLoading.prefetchIntervalMs);
      expect(gap).toBeLessThanOrEqual(pageLoading.prefetchIntervalMs + IDLE_MS);
    }
    // The queue releases the paths in the order links put them in (the start page's data is /index).
    const queued = (await queuedPaths(page)).map((path) => (path === "/" ? "/index" : path));
    expect(prefetches.map((p) => p.path).sort()).toEqual(queued.slice(0, prefetches.length).sort());
  });

  test("keeps prefetching after a batch in which every page is missing", async ({ page }) => {
    await page.route("**/page-data/**/page-data.json", (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === "/page-data/help/page-data.json" || path.startsWith("/page-data/404.html/")) return route.continue();
      return route.fulfill({ status: 404, body: "Not found" });
    });
    await openHelp(page);
    const firstQueued = await queueHolds(page, pageLoading.prefetchBatchSize + 1);
    await page.clock.runFor(firstQueued + pageLoading.prefetchIntervalMs + IDLE_MS - (await pageNow(page)));
    const first = batches(await prefetchesOf(page, "/help"));
    expect(first).toHaveLength(1);
    expect(first[0]).toHaveLength(pageLoading.prefetchBatchSize);
    // The missing pages answered 404; the queue goes on with the next batch three seconds later.
    await page.clock.runFor(pageLoading.prefetchIntervalMs + IDLE_MS);
    expect(batches(await prefetchesOf(page, "/help"))).toHaveLength(2);
  });

  test("loads a page as soon as the pointer rests on its link, without waiting for the queue", async ({ page }) => {
    await openHelp(page);
    const now = await pageNow(page);
    await page.getByRole("link", { name: "Booking and changes" }).hover();
    // The page's clock stands still: only the hover can have asked for it.
    await expect.poll(async () => (await prefetchesOf(page, "/help")).map((p) => p.path)).toContain("/help/categories/booking-and-changes");
    expect((await prefetchesOf(page, "/help")).map((p) => p.at)).toEqual([now]);
  });
});

/** Pretends the browser reports this connection (Chromium's navigator.connection). */
async function withConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
}

/** Opens the help centre, rests the pointer on a link and lets the page's clock run past three batches. */
async function visitAndWait(page: Page): Promise<Prefetch[]> {
  await openHelp(page);
  await page.getByRole("link", { name: "Booking and changes" }).hover();
  await page.clock.runFor(4 * pageLoading.prefetchIntervalMs);
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
