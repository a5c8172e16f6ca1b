import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { CONSENT_COOKIE, POLICY_VERSION, type Consent } from "../../src/services/consent/state";

/**
 * A page that fails the test on any uncaught error in the browser, and on a message id the page's
 * messages lack (site-providers.tsx names it in the console: src/i18n/namespaces.ts left it out).
 */
export const test = base.extend<{ pageErrors: Error[]; cpuThrottle: number }>({
  /**
   * E2E_CPU_THROTTLE=4 runs the page's CPU four times slower through Chromium's DevTools protocol,
   * as Lighthouse's mobile setting does (npm run test:e2e:stress -- --throttle 4).
   */
  cpuThrottle: [
    async ({ page }, use) => {
      const rate = Number(process.env.E2E_CPU_THROTTLE ?? 1);
      if (rate > 1) await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate });
      await use(rate);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      const missing: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().startsWith("[i18n]")) missing.push(message.text());
      });
      await use(errors);
      expect(errors, "uncaught errors in the page").toEqual([]);
      expect(missing, "message ids missing from the page's messages").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** URL of a built host tree (dist/<host>/), served by the same local server on port 9000. */
export const hostUrl = (host: string, path = "/"): string => `http://${host}:${process.env.PORT ?? 9000}${path}`;

/**
 * How page.waitForFunction polls: every 100 ms, not on every animation frame (its default), which
 * keeps a waiting page painting at 60 Hz and costs a shared machine's CPU for nothing.
 */
export const poll = { polling: 100 } as const;

/**
 * Cumulative layout shift of the page so far, once two more frames have passed (the browser reports a
 * frame's shifts after it): the buffered layout-shift entries, taken at once, so no entry means no shift.
 * Shifts right after an input are left out, as CLS leaves them out, unless `withInput` counts them too.
 */
export async function layoutShift(page: Page, { withInput = false } = {}): Promise<number> {
  await nextFrames(page, 2);
  return page.evaluate((countInput) => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "layout-shift", buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    let total = 0;
    for (const entry of entries) {
      const input = "hadRecentInput" in entry && entry.hadRecentInput === true;
      if ("value" in entry && typeof entry.value === "number" && (countInput || !input)) total += entry.value;
    }
    return total;
  }, withInput);
}

/** Waits for Gatsby's first client render: before it, links are plain links and load in full. */
export const hydrated = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0, undefined, poll);

/**
 * Answers the consent banner before a test's first page by setting the consent cookie for the
 * page's host (the limited version unless told otherwise), for tests about something else.
 */
export const answerConsent = (context: BrowserContext, url: string, consent: Consent = "essential"): Promise<void> =>
  context.addCookies([{ name: CONSENT_COOKIE, value: `${POLICY_VERSION}.${consent}`, url, sameSite: "Lax" }]);

/**
 * Waits until the page has come to rest: hydrated, every runtime-app slot mounted, in its fallback or
 * waiting below the first screen, nothing marked busy (skeletons, API screens loading), no animation or transition under way but
 * endless ones (a spinner), so the funnel overlay has left; the fonts loaded and the network quiet,
 * then two frames more so the browser has reported any layout shift of the last one. The quality gates
 * and the CLS checks wait for this state instead of a fixed time, which a slow machine outlasts.
 */
/** Types each value into the field of `form` whose label is exactly its key, in order. */
export async function fillFields(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(
    () => {
      // A slot below the first screen waits, at rest, until the visitor comes near (start-slot.ts).
      const resting = ["MOUNTED", "LOAD_ERROR", "BROKEN", "WAITING"];
      const slots = [...document.querySelectorAll("[data-app-slot]")];
      const moving = document
        .getAnimations()
        .some((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity);
      return (
        slots.every((slot) => resting.includes(slot.getAttribute("data-app-status") ?? "")) &&
        document.querySelector('[aria-busy="true"]') === null &&
        !moving &&
        document.fonts.status === "loaded"
      );
    },
    undefined,
    poll,
  );
  await page.waitForLoadState("networkidle");
  await nextFrames(page, 2);
}

/**
 * Resolves once a request the page sends now has reached the test: a request the page sent before
 * it has been seen too. Proves that something did not send a request, without waiting for a time.
 */
export async function networkBarrier(page: Page): Promise<void> {
  const marker = `barrier=${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().includes(marker)),
    page.evaluate((query) => void fetch(`/page-data/app-data.json?${query}`), marker),
  ]);
}

/** Resolves after the page has rendered `count` more frames. */
export const nextFrames = (page: Page, count: number): Promise<void> =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number): void => void (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(frames);
      }),
    count,
  );

/**
 * Opens `url` with the page's clock stopped (Playwright's page.clock): its timers fire only when the
 * test moves time on, so a limit the spec sets in seconds is checked in the page's own time, however
 * slow the machine. Time moves in steps of `stepMs` until `ready` holds; returns how far it moved.
 */
export async function gotoWithStoppedClock(page: Page, url: string, ready: () => Promise<boolean>, stepMs = 5): Promise<number> {
  const start = new Date("2026-01-05T09:00:00Z").getTime();
  await page.clock.install({ time: start });
  // Far enough ahead that the clock, which runs from install until it is paused, cannot have passed it.
  await page.clock.pauseAt(start + 10 * 60_000);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  return runClockUntil(page, ready, stepMs);
}

/**
 * Moves the stopped page clock on in steps of `stepMs` until `ready` holds (a page's start needs a few
 * timers between its network answers); returns how far it moved. Fails after 10 s of page time.
 */
export async function runClockUntil(page: Page, ready: () => Promise<boolean>, stepMs = 5): Promise<number> {
  let moved = 0;
  while (!(await ready())) {
    if (moved >= 10_000) throw new Error(`${page.url()}: still not ready after the page's clock moved 10 s`);
    await page.clock.runFor(stepMs);
    moved += stepMs;
  }
  return moved;
}

/**
 * Waits until the page's runtime-app slots have started, that is, hydration has committed and its
 * effects ran. Works under page.clock, which hides the performance marks `hydrated` reads.
 */
export const slotsStarted = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const slots = [...document.querySelectorAll("[data-app-slot]")];
    return slots.length > 0 && slots.every((slot) => slot.getAttribute("data-app-status") !== "NOT_LOADED");
  });

/**
 * Holds every request matching `url` until the test calls the returned `release`, so a test sees the
 * waiting state (a skeleton, the progress bar) for as long as it needs, however slow the machine.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Records, from the page's first byte, every layout shift that moved an element inside `selector`, as
 * `TAG x,y w×h → x,y w×h`; resolves with a reader of those moves. Call it before the page is opened.
 */
export async function watchShiftsWithin(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((within) => {
    const moves: string[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const sources: unknown = Reflect.get(entry, "sources");
        for (const source of Array.isArray(sources)
          ? (sources as { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[])
          : []) {
          if (!(source.node instanceof Element && source.node.closest(within))) continue;
          const box = (r: DOMRectReadOnly): string => `${r.x},${r.y} ${r.width}×${r.height}`;
          moves.push(`${source.node.tagName} ${box(source.previousRect)} → ${box(source.currentRect)}`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
    Object.assign(window, { __movesWithin: moves });
  }, selector);
  return () => page.evaluate(() => Reflect.get(window, "__movesWithin") as string[]);
}

/**
 * Opens `path` with its HTML parser held at the offset `at` finds in the page's HTML (a parser-blocking
 * script there, which removes itself, so hydration meets the server's markup), and resolves, once the
 * page has been let go and has settled, with whether it painted a frame while held. Nothing in a page
 * tells that its first frame is held back, and a held page draws no frame to count: the browser draws
 * ten in another page meanwhile, each one a chance for this page to paint what it has read so far.
 */
export async function paintedWhileParserHeld(page: Page, path: string, at: (html: string) => number): Promise<boolean> {
  const pause = "/__parser-pause.js";
  await page.route(path, async (route) => {
    const html = await (await route.fetch()).text();
    const offset = at(html);
    await route.fulfill({
      status: 200,
      contentType: "text/html; charset=utf-8",
      body: `${html.slice(0, offset)}<script src="${pause}"></script>${html.slice(offset)}`,
    });
  });
  let resume = (): void => undefined;
  const held = new Promise<void>((resolve) => (resume = resolve));
  await page.route(`**${pause}`, async (route) => {
    await held;
    await route.fulfill({ contentType: "text/javascript", body: "document.currentScript.remove()" });
  });
  const paused = page.waitForRequest(`**${pause}`);
  const loading = page.goto(path);
  await paused;
  const elsewhere = await page.context().newPage();
  await nextFrames(elsewhere, 10);
  await elsewhere.close();
  const painted = await page.evaluate(() => performance.getEntriesByType("paint").length > 0);
  resume();
  await loading;
  await settled(page);
  return painted;
}

/** Waits until a service worker controls the page (the worker claims its clients on activation). */
export async function waitForController(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { ...poll, timeout: 20_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
}

/**
 * Waits until the service worker can answer the page offline, checking what its navigation route
 * checks (gatsby-plugin-offline's sw-append.js): the page's resource list in its IndexedDB store
 * (`resources:<path>`, which the page posts when the worker becomes active), every resource on it and
 * the app bundle cached, and besides them the scripts the page ran (site scripts, not runtime apps),
 * the app data and the page's own data. How long that takes depends on the machine.
 */
export async function waitForWorkerCache(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const path = window.location.pathname.replace(/\/$/, "");
      const pageData = [`/page-data/${path === "" ? "index" : path.slice(1)}/page-data.json`, "/page-data/app-data.json"];
      const scripts = performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === window.location.origin && url.pathname.endsWith(".js") && !url.pathname.startsWith("/apps/"))
        .map((url) => url.pathname);
      // The worker's store (idb-keyval's defaults); never created from here, which would leave it without its table.
      const databases = await indexedDB.databases();
      if (!databases.some((db) => db.name === "keyval-store")) return false;
      const listed = await new Promise<unknown>((resolve) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) return resolve(undefined);
          const read = db
            .transaction("keyval")
            .objectStore("keyval")
            .get(`resources:${path === "" ? "/" : path}`);
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => resolve(undefined);
          db.close();
        };
      });
      if (!Array.isArray(listed)) return false;
      const needed = [...scripts, ...pageData, ...listed.filter((url): url is string => typeof url === "string")];
      const found = await Promise.all(needed.map((url) => caches.match(url)));
      return scripts.length > 0 && found.every((answer) => answer !== undefined);
    },
    undefined,
    { ...poll, timeout: 20_000 },
  );
}

/** WCAG 2.2 AA as axe names it (the tags are not cumulative, so each level is listed): every accessibility check of the suite. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Serious and critical axe violations (in `include`, or the whole page), with where they are, for a readable failure. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Answers the production app and API hosts from the local server (its demo apps and fixture API), so
 * the apps mount on a production host tree as they would in production.
 */
export async function appsFromLocalServer(page: Page): Promise<void> {
  const local = `http://localhost:${process.env.PORT ?? 9000}`;
  for (const [remote, path] of [
    ["https://apps.movanta.example", "/apps"],
    ["https://api.movanta.example", "/api"],
  ] as const) {
    await page.route(`${remote}/**`, async (route) => {
      const url = route.request().url().replace(remote, `${local}${path}`);
      try {
        // A kept-alive connection the server closed as it was reused resets: Chromium sends such a
        // request again on a new connection, and so does this stand-in for the network (a GET, once).
        const response = await route.fetch({ url }).catch((error: unknown) => {
          const reset = error instanceof Error && error.message.includes("ECONNRESET");
          if (reset && route.request().method() === "GET") return route.fetch({ url });
          throw error;
        });
        await route.fulfill({ response });
      } catch (error) {
        // The page left (navigated or closed) or the test ended while the local server answered:
        // Playwright disposes of the answer and nobody waits for it any more. Any other failure is the test's.
        if (!(error instanceof Error && /has been disposed|Test ended|has been closed/.test(error.message))) throw error;
      }
    });
  }
}
