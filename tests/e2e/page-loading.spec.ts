import type { Page, Request } from "@playwright/test";
import { COMPILE_HINT, withCompileHint } from "../../src/gatsby/compile-hints";
import { pageLoading } from "../../src/shell/page-loading/constants";
import {
  expect,
  gotoWithStoppedClock,
  holdRequests,
  hostUrl,
  hydrated,
  nextFrames,
  runClockUntil,
  settled,
  slotsStarted,
  test,
} from "./fixtures";
import { chunkGroupScripts, chunkScript } from "./chunks";

// Route interception must see every request, so no service worker may answer them in these tests.

const article = "/help/articles/how-do-i-change-my-booking";
const articleData = `**/page-data${article}/page-data.json`;

/** Marks the current document, to tell a client-side navigation from a full page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

/** Opens the help centre and follows its link to the article, client-side. */
async function openArticleFromHelp(page: Page): Promise<void> {
  await page.goto("/help");
  await hydrated(page);
  await markDocument(page);
  await page.getByRole("link", { name: "How do I change my booking?" }).click();
  await expect(page).toHaveURL(article);
}

test.describe("page data failures during a client-side navigation", () => {
  test("show the 404 page in place of a page whose data is missing", async ({ page }) => {
    await page.route(articleData, (route) => route.fulfill({ status: 404, body: "Not found" }));
    // Gatsby asks the server whether the page's HTML exists before it settles on the 404 page.
    await page.route(`**${article}`, (route) => (route.request().method() === "HEAD" ? route.fulfill({ status: 404 }) : route.continue()));
    await openArticleFromHelp(page);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Where to go next" }).getByRole("link", { name: "Homepage" })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test("show the 500 page in place of a page whose data answers 500", async ({ page }) => {
    await page.route(articleData, (route) => route.fulfill({ status: 500, body: "Internal error" }));
    await openArticleFromHelp(page);
    await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", article);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("retry page data that answers 503 twice and render the page when it answers 200", async ({ page }) => {
    const statuses: number[] = [];
    await page.route(articleData, async (route) => {
      if (statuses.length < 2) {
        statuses.push(503);
        return route.fulfill({ status: 503, body: "Busy" });
      }
      statuses.push(200);
      return route.continue();
    });
    await openArticleFromHelp(page);
    await expect(page.getByRole("heading", { level: 1, name: "How do I change my booking?" })).toBeVisible();
    expect(statuses).toEqual([503, 503, 200]);
    expect(await isSameDocument(page)).toBe(true);
  });

  test("give up after three retries and load the page in full", async ({ page }) => {
    let failures = 0;
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.route(articleData, (route) => {
      failures += 1;
      // The full page load that follows the retries gets the data; the four client-side tries do not.
      return failures <= 4 ? route.fulfill({ status: 503, body: "Busy" }) : route.continue();
    });
    await openArticleFromHelp(page);
    await expect(page.getByRole("heading", { level: 1, name: "How do I change my booking?" })).toBeVisible();
    expect(failures).toBeGreaterThanOrEqual(4);
    expect(documents).toEqual(["/help", article]);
    expect(await isSameDocument(page)).toBe(false);
  });
});

test.describe("code failures and releases during a client-side navigation", () => {
  test("load the target in full when its page code fails to load", async ({ page }) => {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    // The start page's component (its layout's) fails until the browser loads the start page in full.
    await page.route(chunkScript("component---src-templates-by-layout-ibe-tsx"), (route) =>
      documents.includes("/") ? route.continue() : route.fulfill({ status: 404, body: "Not found" }),
    );
    await page.goto("/no-such-page");
    await hydrated(page);
    await markDocument(page);
    await page.getByRole("navigation", { name: "Where to go next" }).getByRole("link", { name: "Homepage" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "The right vehicle for every trip" })).toBeVisible();
    expect(documents).toEqual(["/no-such-page", "/"]);
    expect(await isSameDocument(page)).toBe(false);
  });

  test("load the target in full and reload at most once when the build hash keeps differing", async ({ page }) => {
    await page.goto("/help");
    await hydrated(page);
    const documents: Request[] = [];
    page.on("request", (request) => void (request.resourceType() === "document" && documents.push(request)));
    // A new release went out: app data names another build, on every request from now on.
    await page.route("**/page-data/app-data.json", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ webpackCompilationHash: "0123456789abcdef0123" }),
      }),
    );
    await page.getByRole("link", { name: "How do I change my booking?" }).click();
    await expect(page).toHaveURL(article);
    await expect(page.getByRole("heading", { level: 1, name: "How do I change my booking?" })).toBeVisible();
    // Gatsby decides on a reload before it hydrates: the document that hydrates is the one that stays.
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(documents.length).toBeGreaterThanOrEqual(1);
    expect(documents.length).toBeLessThanOrEqual(2);
    expect(documents.map((d) => new URL(d.url()).pathname)).toEqual(documents.map(() => article));
    await expect(page.getByRole("heading", { level: 1, name: "How do I change my booking?" })).toBeVisible();
  });
});

/** Records, inside the page, when the progress bar first appears and how it looks at that moment. */
async function recordProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const bar = document.querySelector("#nprogress .bar");
      if (!bar || "progressShown" in window) return;
      const shown = {
        at: performance.now(),
        colour: getComputedStyle(bar).backgroundColor,
        spinner: document.querySelector("#nprogress .spinner") !== null,
      };
      Object.assign(window, { progressShown: shown });
    }).observe(document, { childList: true, subtree: true });
  });
}

type ProgressShown = { at: number; colour: string; spinner: boolean };

/**
 * Opens the help centre with the page's clock stopped and follows its link to the article, whose page
 * data is held until the test releases it. Returns the page's time of the click.
 */
async function navigateHeld(page: Page): Promise<{ clickedAt: number; release: () => void }> {
  const release = await holdRequests(page, articleData);
  await gotoWithStoppedClock(page, "/help", () => slotsStarted(page));
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole("link", { name: "How do I change my booking?" }).click();
  return { clickedAt, release };
}

const progressShown = (page: Page): Promise<ProgressShown | undefined> =>
  page.evaluate(() => Reflect.get(window, "progressShown") as ProgressShown | undefined);

const articleHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "How do I change my booking?" });

// The page's clock moves only when a test moves it: "after one second" is the page's second, however
// slow the machine. Once the page data is released, the navigation needs a timer or two to finish.
test.describe("the progress bar", () => {
  test("shows in tomato without a spinner when a navigation takes 1.5 s, after one second", async ({ page }) => {
    await recordProgressBar(page);
    const { clickedAt, release } = await navigateHeld(page);
    await page.clock.runFor(pageLoading.progressDelayMs - 1);
    expect(await progressShown(page)).toBeUndefined();
    await page.clock.runFor(1);
    await expect.poll(() => progressShown(page)).toMatchObject({ colour: "rgb(255, 99, 71)", spinner: false });
    expect((await progressShown(page))?.at).toBe(clickedAt + pageLoading.progressDelayMs);
    await page.clock.runFor(500);
    release();
    await runClockUntil(page, () => articleHeading(page).isVisible(), 1);
    // The bar completes and fades out on the page's clock.
    await runClockUntil(page, async () => (await page.locator("#nprogress").count()) === 0, 50);
  });

  test("never shows when a navigation takes under one second", async ({ page }) => {
    await recordProgressBar(page);
    const { release } = await navigateHeld(page);
    await page.clock.runFor(pageLoading.progressDelayMs - 100);
    release();
    expect(
      await runClockUntil(page, () => articleHeading(page).isVisible(), 1),
      "page time the navigation took after its data",
    ).toBeLessThan(100);
    await page.clock.runFor(2 * pageLoading.progressDelayMs);
    expect(await progressShown(page)).toBeUndefined();
    await expect(page.locator("#nprogress")).toHaveCount(0);
  });
});

test.describe("scrolling and announcements on route changes", () => {
  test("start a new page at its top and never restore the position on back navigation", async ({ page }) => {
    await page.goto("/help");
    await hydrated(page);
    // A tall page: the help topics sit far below the heading.
    await page.addStyleTag({ content: "main h1 { margin-bottom: 2500px !important; } main { padding-bottom: 2500px !important; }" });
    const topic = page.getByRole("link", { name: "Booking and changes" });
    await topic.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    await topic.click();
    await expect(page.getByRole("heading", { level: 1, name: "Booking and changes" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
    await nextFrames(page, 2);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("tell screen readers where a client-side navigation went", async ({ page }) => {
    await openArticleFromHelp(page);
    const announcer = page.getByText("Navigated to How do I change my booking?");
    await expect(announcer).toHaveAttribute("aria-live", "assertive");
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe("error pages in the language of the path", () => {
  test("answer a missing path under /es with the Spanish 404 page at the same address", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page).toHaveURL("/es/no-existe");
    // Onward links of the Spanish market: its homepage, branch finder and fleet.
    const onward = page.getByRole("navigation", { name: "¿Adónde quieres ir ahora?" }).getByRole("link");
    expect(await onward.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/es",
      "/es/alquiler-autos",
      "/es/online",
    ]);
  });

  test("show the Spanish 404 and 500 pages for client-side navigations under /es", async ({ page }) => {
    // From the start: the header's help link prefetches this page data when the CPU leaves time for it.
    await page.route("**/page-data/es/help/page-data.json", (route) => route.fulfill({ status: 500, body: "Error" }));
    await page.goto("/es");
    await hydrated(page);
    await markDocument(page);
    await page.evaluate(() => window.___navigate("/es/no-existe"));
    await expect(page.getByRole("heading", { level: 1, name: "Página no encontrada" })).toBeVisible();
    await expect(page).toHaveTitle(/Página no encontrada/);
    await page.evaluate(() => window.___navigate("/es/help"));
    await expect(page.getByRole("heading", { level: 1, name: "Algo ha salido mal" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    expect(await isSameDocument(page)).toBe(true);
  });

  test("keep the address of a missing path under a host's extra language in a split tree", async ({ page }) => {
    const missing = hostUrl("www.movanta.ch", "/fr/introuvable");
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    // Once hydrated, the client has settled on the 404 page without changing the address.
    await hydrated(page);
    expect(page.url()).toBe(missing);
  });
});

test.describe("first paint", () => {
  test("comes before the page's scripts are even requested, and the page still hydrates", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const timing = await page.evaluate(() => {
      // The inline script names the scripts it starts and the chunks it preloads: `(document,[…],[…])`.
      const lists = /\(document,(\[[^\]]*\]),(\[[^\]]*\])\)$/.exec(document.getElementById("start-after-paint")?.textContent ?? "");
      const named: unknown[] = lists
        ? [...(JSON.parse(lists[1] ?? "[]") as unknown[]), ...(JSON.parse(lists[2] ?? "[]") as unknown[])]
        : [];
      return {
        named,
        paint: performance.getEntriesByType("paint").map((entry) => entry.startTime),
        started: performance
          .getEntriesByType("resource")
          .filter((entry) => named.includes(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      };
    });
    // Gatsby's three, the page shell's chunks and the consent banner's.
    expect(timing.named).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/app-/),
        expect.stringMatching(chunkScript("page-shell")),
        expect.stringMatching(chunkScript("consent-banner")),
      ]),
    );
    expect(timing.paint.length).toBeGreaterThan(0);
    expect(timing.started.map((entry) => entry.path).sort()).toEqual([...timing.named].sort());
    for (const { start } of timing.started) expect(start).toBeGreaterThanOrEqual(Math.min(...timing.paint));
  });

  test("React, Gatsby's app, the shared libraries and the template's chunk tell V8 to compile them as they stream in", async ({
    page,
    baseURL,
  }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(baseURL ?? "").origin && /^\/[^/]+\.js$/.test(url.pathname)) scripts.set(url.pathname, response.text());
    });
    await page.goto("/ride");
    await hydrated(page);
    await slotsStarted(page);
    const hinted: string[] = [];
    for (const [path, served] of scripts) {
      const code = await served;
      // Where the build writes it: on the first line, or after Terser's licence pointer.
      if (code.includes(`${COMPILE_HINT}\n`) && withCompileHint(code.replace(`${COMPILE_HINT}\n`, "")) === code) hinted.push(path);
    }
    // What the first view runs most of, each loaded: React, Gatsby's app, and the template's chunk group
    // (its own chunk and commons, scripts named by chunk id).
    const firstView = [
      ...[/^\/framework-[0-9a-f]+\.js$/, /^\/app-[0-9a-f]+\.js$/].map((pattern) => [...scripts.keys()].find((path) => pattern.test(path))),
      ...chunkGroupScripts("component---src-templates-by-layout-ride-tsx"),
    ];
    expect(firstView).toHaveLength(4);
    for (const path of firstView) expect([...scripts.keys()]).toContain(path);
    // The page shell, the consent banner and the runtime-app runner are loaded too, and compile as they run.
    expect([...scripts.keys()]).toEqual(
      expect.arrayContaining([expect.stringMatching(chunkScript("app-runner")), expect.stringMatching(chunkScript("page-shell"))]),
    );
    expect(hinted.sort()).toEqual(firstView.sort());
  });
});

test.describe("hydration", () => {
  test("keeps every style rule of the server HTML: deleting and inserting rules again would restyle the whole page", async ({ page }) => {
    await page.addInitScript(() => {
      const deleted: string[] = [];
      Reflect.set(window, "__deletedStyleRules", deleted);
      const deleteRule = CSSStyleSheet.prototype.deleteRule;
      CSSStyleSheet.prototype.deleteRule = function (this: CSSStyleSheet, index: number) {
        if (this.ownerNode instanceof Element && this.ownerNode.hasAttribute("data-styled"))
          deleted.push(this.cssRules[index]?.cssText ?? "");
        deleteRule.call(this, index);
      };
    });
    for (const path of ["/plus/faq", "/ride", "/help"]) {
      await page.goto(path);
      await hydrated(page);
      // The sign-in slot, the offers and the FAQ button render their client state after hydration.
      await settled(page);
      expect(await page.evaluate(() => Reflect.get(window, "__deletedStyleRules")), path).toEqual([]);
    }
  });
});
