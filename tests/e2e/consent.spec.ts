import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { answerConsent, expect, hostUrl, hydrated, paintedWhileParserHeld, settled, test, watchShiftsWithin } from "./fixtures";
import { NGINX_DIR } from "../../src/build/nginx";
import {
  banner,
  consentLoaderRequest,
  containerRequests,
  expectConsentCookie,
  expectLimitedVersionKept,
  expectNothingBeforeAnswer,
  FIELD_DATA_CHUNK,
  fieldDataRunning,
  hostFacts,
  navigateClientSide,
  pageViews,
  watchThirdParties,
} from "./consent-flow";

// `npm test` builds every host with `npm run build:all` before the e2e run.
const hosts = readdirSync(join(process.cwd(), "dist")).filter((name) => !name.startsWith(".") && name !== NGINX_DIR);

/**
 * One host per text bundle: what follows the first answer (later pages, withdrawal, the limited version)
 * is the same code on every host, so it is checked once in each bundle's words, on from the first
 * answer's page; what a host's own tree and market decide (its banner, its words, its containers, its
 * cookie) is checked on every host.
 */
const mainMarket = new Map(hosts.map((host) => [host, hostFacts(host).market]));
const isBusiness = (host: string): number => Number(mainMarket.get(host)?.id.endsWith("-business"));
const firstHostOfLocale = new Map<string, string>();
for (const host of [...hosts].sort((a, b) => isBusiness(a) - isBusiness(b))) {
  const locale = mainMarket.get(host)?.textLocale;
  if (locale && !firstHostOfLocale.has(locale)) firstHostOfLocale.set(locale, host);
}
const perTextLocale = [...firstHostOfLocale.values()];

test.describe("consent on every host tree of build:all", () => {
  test.describe.configure({ mode: "parallel" });

  for (const host of hosts) {
    const bundleHost = perTextLocale.includes(host);
    const andLater = bundleHost
      ? `; (${hostFacts(host).market.textLocale}) later pages load the containers once each and count page views; withdrawal removes the cookies`
      : "";
    test(`${host}: nothing before an answer, and 'I agree' loads the market's containers and the consent loader once, and field data${andLater}`, async ({
      page,
      context,
    }) => {
      const { market, text } = hostFacts(host);
      await expectNothingBeforeAnswer(page, context, hostUrl(host), text);

      const seen = watchThirdParties(page);
      await banner(page, text).getByRole("button", { name: text["consent.agree"] }).click();
      await expect(banner(page, text)).toHaveCount(0);
      await expect.poll(() => pageViews(page)).toEqual(["/"]);
      expect(seen.tags).toEqual(containerRequests(market));
      expect(seen.consentLoader).toEqual([consentLoaderRequest]);
      await expectConsentCookie(context, host, "performance");
      // Field data's code (what it sends on leaving the page is checked on the default market: tests/e2e/field-data.spec.ts).
      await fieldDataRunning(page);
      expect(seen.fieldData.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(FIELD_DATA_CHUNK)]);
      if (!bundleHost) return;

      // A later page: no banner from the first paint on, the containers once more, a page view.
      const later = watchThirdParties(page);
      await page.goto(hostUrl(host));
      await expect(banner(page, text)).toBeHidden();
      await hydrated(page);
      await expect(banner(page, text)).toHaveCount(0);
      await expect.poll(() => pageViews(page)).toEqual(["/"]);
      const path = await navigateClientSide(page);
      await expect.poll(() => pageViews(page)).toEqual(["/", path]);
      expect(later.tags).toEqual(containerRequests(market));
      expect((await context.cookies()).map((c) => c.name).sort()).toEqual(["_mt_id", "movanta_consent"]);

      // Withdrawal in the privacy settings of the footer.
      await page.goto(hostUrl(host));
      await hydrated(page);
      await page.getByRole("contentinfo").getByRole("button", { name: text["consent.settings.title"] }).click();
      const settings = page.getByRole("dialog", { name: text["consent.settings.title"] });
      await expect(settings.getByRole("checkbox", { name: text["consent.performance.title"] })).toBeFocused();
      await settings.getByRole("checkbox", { name: text["consent.performance.title"] }).uncheck();
      await settings.getByRole("button", { name: text["consent.settings.save"] }).click();
      await expect(settings).toHaveCount(0);
      await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toEqual(["movanta_consent"]);
      await expectConsentCookie(context, host, "essential");
    });
  }

  // Once: each bundle's words for it are checked with the privacy signal (gpc.spec.ts), which shows the same banner.
  for (const host of ["www.movanta.com"]) {
    test(`${host} (${hostFacts(host).market.textLocale}): 'use limited version' loads nothing, now or later`, async ({ page, context }) => {
      const { text } = hostFacts(host);
      await expectNothingBeforeAnswer(page, context, hostUrl(host), text);
      await expectLimitedVersionKept(page, context, host, text);
    });
  }
});

/** Layout shifts of the page after its booking engine mounted: the total, and the part the banner moved. */
async function layoutShifts(page: Page, answered: boolean): Promise<{ total: number; banner: number }> {
  if (answered) await answerConsent(page.context(), page.url() === "about:blank" ? `${test.info().project.use.baseURL}/` : page.url());
  await page.addInitScript(() => {
    const shifts = { total: 0, banner: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (Reflect.get(entry, "hadRecentInput")) continue;
        const value = Number(Reflect.get(entry, "value"));
        const sources: unknown = Reflect.get(entry, "sources");
        const nodes = Array.isArray(sources) ? sources.map((source: { node?: Node | null }) => source.node) : [];
        shifts.total += value;
        if (nodes.some((node) => node instanceof Element && node.closest(".consent-banner"))) shifts.banner += value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    Object.assign(window, { layoutShifts: shifts });
  });
  await page.goto("/");
  await hydrated(page);
  await expect(page.locator('[data-app-slot="booking-engine"]')).toHaveAttribute("data-app-status", "MOUNTED");
  await settled(page);
  return page.evaluate(() => Reflect.get(window, "layoutShifts") as { total: number; banner: number });
}

test.describe("the consent banner on a phone and on a desktop", () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1440, height: 900 },
  ]) {
    test(`shifts nothing and leaves the booking engine free at ${viewport.width} px`, async ({ browser }) => {
      const withBanner = await browser.newPage({ viewport });
      const shifts = await layoutShifts(withBanner, false);
      const answered = await browser.newPage({ viewport });
      const without = await layoutShifts(answered, true);
      // The page's own shifts (the booking engine's slot) are the same with and without the banner.
      console.log(
        `CLS at ${viewport.width} px: with the banner ${shifts.total.toFixed(4)}, without ${without.total.toFixed(4)}, moved by the banner ${shifts.banner.toFixed(4)}`,
      );
      expect(shifts.banner).toBe(0);
      expect(shifts.total - without.total).toBeLessThanOrEqual(0.01);
      // The page's main action: the booking engine starts above the banner, and its search button
      // is never under it (the sheet takes at most 40 % of the screen; the page scrolls beneath it).
      const sheet = await withBanner.getByRole("region", { name: "We value your privacy" }).boundingBox();
      const engine = withBanner.locator('[data-app-slot="booking-engine"]');
      const firstField = await engine.getByRole("textbox").first().boundingBox();
      expect(
        sheet && firstField && firstField.y + firstField.height <= sheet.y,
        "the first field of the booking engine is above the banner",
      ).toBe(true);
      expect(sheet && sheet.height <= viewport.height * 0.4).toBe(true);
      const search = engine.locator('button[type="submit"]');
      await search.evaluate((button) => button.scrollIntoView({ block: "center" }));
      expect(
        await search.evaluate((button) => {
          const box = button.getBoundingClientRect();
          return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === button;
        }),
        "the search button is not under the banner",
      ).toBe(true);
      await Promise.all([withBanner.context().close(), answered.context().close()]);
    });

    // The banner is the first thing in the body, on the viewport's bottom edge: a frame painted while the
    // parser has read only its start tag shows a short sheet, which grows upwards as the rest arrives.
    // A busy machine's parser pauses there now and then; a script the test holds makes it pause there.
    test(`is whole in the page's first frame, however long the HTML pauses inside it, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const bannerMoves = await watchShiftsWithin(page, ".consent-banner");
      // Held right after the banner's start tag; the banner's styles are in the head, read before it.
      const paintedWhilePaused = await paintedWhileParserHeld(page, "/help", (html) => {
        const start = html.indexOf('<h2 id="consent-title">');
        expect(start, "the banner's heading in the help page's HTML").toBeGreaterThan(0);
        return start;
      });
      expect(await bannerMoves(), "the banner's moves").toEqual([]);
      expect(paintedWhilePaused, "a frame was painted while the banner was half parsed").toBe(false);
    });
  }

  test("is the first stop of the keyboard, and each of its buttons answers to it", async ({ page, context }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "I agree" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "We value your privacy" })).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
    expect((await context.cookies()).map((c) => `${c.name}=${c.value}`)).toEqual(["movanta_consent=1.essential"]);
  });

  test("asks again when the stored answer belongs to an older policy version", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "movanta_consent", value: "0.performance", url: `${baseURL}/` }]);
    const seen = watchThirdParties(page);
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(seen).toEqual({ tags: [], consentLoader: [], fieldData: [] });
  });

  test("works the same when the consent-management loader fails", async ({ page, context, baseURL }) => {
    await page.route("**/proxy?url=https%3A%2F%2Fconsent.movanta.example%2F**", (route) => route.abort());
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "I agree" }).click();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toHaveCount(0);
    await expect.poll(() => pageViews(page)).toEqual(["/"]);
    await answerConsent(context, `${baseURL}/`, "performance");
    await page.reload();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeHidden();
  });
});

test.describe("the ride layout's transfer components", () => {
  const ridePage = "/layouts/ride";

  test("load through the proxy on ride pages only", async ({ page, context, baseURL }) => {
    await answerConsent(context, `${baseURL}/`);
    const transfers: string[] = [];
    page.on(
      "request",
      (request) => void (request.url().includes("transfers.movanta.example") && transfers.push(new URL(request.url()).pathname)),
    );
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(transfers).toEqual([]);
    await page.goto(ridePage);
    const slot = page.locator('[data-third-party="transfer-components"]');
    await expect(slot).toHaveAttribute("data-status", "MOUNTED");
    await expect(slot.getByRole("region", { name: "Airport transfers" })).toBeVisible();
    expect(transfers).toEqual(["/proxy"]);
  });

  test("fail quietly: an empty slot, one console error, the page works", async ({ page, context, baseURL }) => {
    await answerConsent(context, `${baseURL}/`);
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    await page.route("**/proxy?url=https%3A%2F%2Ftransfers.movanta.example%2F**", (route) => route.fulfill({ status: 502, body: "" }));
    await page.goto(ridePage);
    const slot = page.locator('[data-third-party="transfer-components"]');
    await expect(slot).toHaveAttribute("data-status", "LOAD_ERROR");
    await expect(slot).toBeEmpty();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(errors.filter((e) => e.startsWith("[third-party] transfer components"))).toHaveLength(1);
  });
});
