import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page, Route } from "@playwright/test";
import { DEV_REPORTS_PATH, RUM_SCOPE_COOKIE } from "../../dev/rum-collector/handler";
import type { RumReport } from "../../src/services/rum/schema";
import { FIELD_DATA_CHUNK, fieldDataRunning, isFieldDataRequest, navigateClientSide, pageIdle } from "./consent-flow";
import { expect, hydrated, networkBarrier, poll, test } from "./fixtures";

const mainScript = "**/apps/rac-search/main.js";
const engine = (page: Page) => page.getByRole("region", { name: "Booking engine", exact: true });
const banner = (page: Page) => page.getByRole("region", { name: "We value your privacy" });

/**
 * The demo booking engine, plus two things of its own in its slot: a headline larger than anything
 * else on the page (so it is the page's largest paint; fixed, so it moves nothing, and letting clicks
 * through to the banner under it) and a button whose click handler runs 150 ms (a slow interaction).
 */
async function largePaintApp(route: Route): Promise<void> {
  const original = await (await route.fetch()).text();
  const body = original.replace(
    'push({ name: "rac-search", create: create })',
    `push({ name: "rac-search", create: function (el, props) {
      var handle = create(el, props);
      var headline = document.createElement("p");
      headline.setAttribute("data-largest-paint", "");
      headline.textContent = "Drive away today";
      headline.style.cssText = "position:fixed;inset:0 0 auto;margin:0;padding:1rem;font:700 10vw/1.1 sans-serif;background:#fff;color:#111;pointer-events:none";
      var slow = document.createElement("button");
      slow.type = "button";
      slow.textContent = "Compare all offers";
      slow.style.cssText = "position:fixed;inset:1rem 1rem auto auto;z-index:2147483647";
      slow.addEventListener("click", function () {
        var end = performance.now() + 150;
        while (performance.now() < end) {}
        slow.textContent = "Compared";
      });
      el.append(headline, slow);
      return handle;
    } })`,
  );
  await route.fulfill({ contentType: "text/javascript", body });
}

/** A scope of the local collector of this test's own (parallel tests share the server): its cookie names it. */
async function collectorScope(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  const scope = randomUUID();
  await context.addCookies([{ name: RUM_SCOPE_COOKIE, value: scope, url: `${baseURL ?? ""}/` }]);
  return scope;
}

/** The beacons the local collector has kept for a scope. */
async function beaconsOf(request: APIRequestContext, scope: string): Promise<RumReport[][]> {
  const answer: unknown = await (await request.get(`${DEV_REPORTS_PATH}?scope=${scope}`)).json();
  const beacons = answer !== null && typeof answer === "object" && "beacons" in answer ? answer.beacons : undefined;
  return Array.isArray(beacons) ? beacons : [];
}

/** Every request of field data's code or to its collector. */
function watchFieldData(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (isFieldDataRequest(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Waits until the page's latest largest-contentful-paint candidate is the element `selector` names. */
const largestPaintIs = (page: Page, selector: string) =>
  page.waitForFunction(
    (wanted) => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: "largest-contentful-paint", buffered: true });
      const last = observer.takeRecords().at(-1);
      observer.disconnect();
      const element: unknown = last ? Reflect.get(last, "element") : undefined;
      return element instanceof Element && element.matches(wanted);
    },
    selector,
    poll,
  );

/** Waits until the browser has timed an interaction of at least 100 ms (its Event Timing entries are out). */
const slowInteractionTimed = (page: Page) =>
  page.waitForFunction(
    () => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: "event", buffered: true });
      const slow = observer.takeRecords().some((entry) => Number(Reflect.get(entry, "interactionId")) > 0 && entry.duration >= 100);
      observer.disconnect();
      return slow;
    },
    undefined,
    poll,
  );

test.describe("field data (real-user web vitals)", () => {
  test("arrives after 'I agree' in batches, with template, layout and market, and names the app whose element is the LCP", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const scope = await collectorScope(context, baseURL);
    await page.route(mainScript, largePaintApp);
    const seen = watchFieldData(page);
    await page.goto("/business");
    await expect(engine(page)).toHaveAttribute("data-app-status", "MOUNTED");
    // The headline paints before the click on the banner: input ends the page's LCP candidates.
    await largestPaintIs(page, "[data-largest-paint]");
    await networkBarrier(page);
    expect(seen, "nothing of field data before an answer").toEqual([]);

    await banner(page).getByRole("button", { name: "I agree" }).click();
    await fieldDataRunning(page);
    expect(seen.map((url) => FIELD_DATA_CHUNK.test(new URL(url).pathname))).toEqual([true]);
    await page.getByRole("button", { name: "Compare all offers" }).click();
    await expect(page.getByRole("button", { name: "Compared" })).toBeVisible();
    // web-vitals takes an interaction when the page is next idle; one just before the page is hidden would be left out.
    await slowInteractionTimed(page);
    await pageIdle(page);
    expect(await beaconsOf(request, scope), "nothing sent while the page is shown").toEqual([]);

    // Leaving the page hides it: web-vitals reports, and the batch leaves with sendBeacon.
    await page.goto("about:blank");
    await expect
      .poll(async () =>
        (await beaconsOf(request, scope))
          .flat()
          .map((report) => report.metric)
          .sort(),
      )
      .toEqual(["CLS", "INP", "LCP"]);
    const beacons = await beaconsOf(request, scope);
    const reports = beacons.flat();
    expect(beacons.length, "fewer beacons than reports: they are batched").toBeLessThan(reports.length);
    for (const report of reports) {
      expect(report).toMatchObject({
        template: "corporate",
        layout: "standalone",
        market: "us",
        path: "/business",
        navigationType: "navigate",
      });
      expect(report.id).toMatch(/^v6-/);
    }
    expect(reports.find((report) => report.metric === "LCP")?.app).toBe("rac-search");
    expect(reports.find((report) => report.metric === "INP")).toMatchObject({ app: "rac-search" });
    // The slow click's (its handler alone runs 150 ms), not a quick one's.
    expect(reports.find((report) => report.metric === "INP")?.value).toBeGreaterThanOrEqual(100);
  });

  test("loads and sends nothing before an answer, nor with the limited version, now or on later pages", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const scope = await collectorScope(context, baseURL);
    const seen = watchFieldData(page);
    await page.goto("/business");
    await hydrated(page);
    await expect(engine(page)).toHaveAttribute("data-app-status", "MOUNTED");
    // Leaving would send what waits, were anything measured.
    await page.goto("/help");
    await hydrated(page);
    await banner(page).getByRole("button", { name: "Use limited version" }).click();
    await expect(banner(page)).toHaveCount(0);
    await navigateClientSide(page);
    await page.reload();
    await hydrated(page);
    await page.goto("/help");
    await hydrated(page);
    await networkBarrier(page);
    expect(seen).toEqual([]);
    expect(await beaconsOf(request, scope)).toEqual([]);
  });
});
