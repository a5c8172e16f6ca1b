import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, hostUrl, hydrated, settled, test } from "./fixtures";
import { NGINX_DIR } from "../../src/build/nginx";
import {
  banner,
  consentLoaderRequest,
  containerRequests,
  expectConsentCookie,
  expectLimitedVersionKept,
  expectNothingBeforeAnswer,
  hostFacts,
  pageViews,
  storageEntries,
  watchThirdParties,
} from "./consent-flow";

/**
 * A browser that sends Global Privacy Control: the `Sec-GPC: 1` header on every request and
 * `navigator.globalPrivacyControl` true before any script of the page runs.
 */
test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });
test.beforeEach(async ({ context }) => {
  await sendPrivacySignal(context);
});

async function sendPrivacySignal(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
  );
}

/** Opens the privacy settings from the banner and checks the note beside the performance switch; closes them again. */
async function expectNoteInSettings(page: Page, text: Record<string, string>): Promise<void> {
  await banner(page, text).getByRole("button", { name: text["consent.settings.title"] }).click();
  const settings = page.getByRole("dialog", { name: text["consent.settings.title"] });
  const performance = settings.getByRole("checkbox", { name: text["consent.performance.title"] });
  await expect(performance).toBeFocused();
  await expect(performance).not.toBeChecked();
  await expect(performance).toHaveAccessibleDescription(text["consent.gpc.note"] ?? "");
  await settings.getByRole("button", { name: text["consent.settings.cancel"] }).click();
  await expect(settings).toHaveCount(0);
}

/** A GPC browser's visit: the note in banner and settings, nothing of analytics, then 'I agree' loads the market's tags. */
async function limitedUntilAgreed(page: Page, context: BrowserContext): Promise<void> {
  const { market, text } = hostFacts("www.movanta.com");
  const url = "/";
  await expectNothingBeforeAnswer(page, context, url, text);
  await expect(banner(page, text).getByText(text["consent.gpc.note"] ?? "")).toBeVisible();
  await expectNoteInSettings(page, text);
  await page.waitForLoadState("networkidle");
  expect(await context.cookies()).toEqual([]);
  expect(await storageEntries(page)).toEqual([]);

  const seen = watchThirdParties(page);
  await banner(page, text).getByRole("button", { name: text["consent.agree"] }).click();
  await expect(banner(page, text)).toHaveCount(0);
  await expect.poll(() => pageViews(page)).toEqual(["/"]);
  expect(seen.tags).toEqual(containerRequests(market));
  expect(seen.consentLoader).toEqual([consentLoaderRequest]);
  await expectConsentCookie(context, "localhost", "performance");

  // The explicit answer wins over the signal on every later page.
  const later = watchThirdParties(page);
  await page.goto(url);
  await expect(banner(page, text)).toBeHidden();
  await hydrated(page);
  await expect.poll(() => pageViews(page)).toEqual(["/"]);
  expect(later.tags).toEqual(containerRequests(market));
}

test.describe("a browser that sends Global Privacy Control, on the default market", () => {
  test("gets the limited version: no tag, no consent loader, the note in the banner and the settings; 'I agree' loads the tags", async ({
    page,
    context,
  }) => {
    await limitedUntilAgreed(page, context);
  });

  test("stays on the limited version after 'use limited version' and on later pages, loading nothing", async ({ page, context }) => {
    const { text } = hostFacts("www.movanta.com");
    const seen = watchThirdParties(page);
    await page.goto("/");
    await hydrated(page);
    await banner(page, text).getByRole("button", { name: text["consent.limited"] }).click();
    await expect(banner(page, text)).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(banner(page, text)).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(seen).toEqual({ tags: [], consentLoader: [], fieldData: [] });
    expect((await context.cookies()).map((c) => c.name)).toEqual(["movanta_consent"]);
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1440, height: 900 },
  ]) {
    test(`shows the note from the first paint: the banner never changes its height, at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { text } = hostFacts("www.movanta.com");
      await page.addInitScript(() => {
        const moves: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const sources: unknown = Reflect.get(entry, "sources");
            for (const source of Array.isArray(sources) ? (sources as { node?: Node | null }[]) : []) {
              if (source.node instanceof Element && source.node.closest(".consent-banner")) moves.push(source.node.nodeName);
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The note's display in the frame of the first paint, before any of the page's own scripts ran.
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName("first-paint").length) return;
          const note = document.querySelector(".consent-gpc");
          Object.assign(window, { noteAtFirstPaint: note ? getComputedStyle(note).display : "missing" });
          observer.disconnect();
        }).observe({ type: "paint", buffered: true });
        Object.assign(window, { bannerMoves: moves });
      });
      await page.goto("/");
      await hydrated(page);
      await settled(page);
      await expect(banner(page, text).getByText(text["consent.gpc.note"] ?? "")).toBeVisible();
      expect(await page.evaluate(() => Reflect.get(window, "noteAtFirstPaint"))).toBe("inline");
      expect(await page.evaluate(() => Reflect.get(window, "bannerMoves")), "the banner's moves").toEqual([]);
      // With the note, the sheet still leaves the booking engine's first field free and takes at most 40 % of the screen.
      await expect(page.locator('[data-app-slot="booking-engine"]')).toHaveAttribute("data-app-status", "MOUNTED");
      const sheet = await banner(page, text).boundingBox();
      const firstField = await page.locator('[data-app-slot="booking-engine"]').getByRole("textbox").first().boundingBox();
      expect(
        sheet && firstField && firstField.y + firstField.height <= sheet.y,
        "the first field of the booking engine is above the banner",
      ).toBe(true);
      expect(sheet && sheet.height <= viewport.height * 0.4, "the sheet takes at most 40 % of the screen").toBe(true);
    });
  }
});

// `npm test` builds every host with `npm run build:all` before the e2e run: one host per text bundle,
// as the consent spec checks what the hosts share (the note is the consent chunk's, in each bundle's words).
const hosts = readdirSync(join(process.cwd(), "dist")).filter((name) => !name.startsWith(".") && name !== NGINX_DIR);
const firstHostOfLocale = new Map<string, string>();
for (const host of [...hosts].sort()) {
  const { market } = hostFacts(host);
  if (!market.id.endsWith("-business") && !firstHostOfLocale.has(market.textLocale)) firstHostOfLocale.set(market.textLocale, host);
}

// 'I agree' over the signal is the same code on every host (the default market's test above); what each
// bundle has of its own is the note's and the buttons' words, and the limited version kept in them.
test.describe("a browser that sends Global Privacy Control, on one host per text bundle", () => {
  for (const host of firstHostOfLocale.values()) {
    test(`${host} (${hostFacts(host).market.textLocale}): limited with the note in its words; 'use limited version' keeps it, now and later`, async ({
      page,
      context,
    }) => {
      const { text } = hostFacts(host);
      await expectNothingBeforeAnswer(page, context, hostUrl(host), text);
      await expect(banner(page, text).getByText(text["consent.gpc.note"] ?? "")).toBeVisible();
      await expectNoteInSettings(page, text);
      await expectLimitedVersionKept(page, context, host, text);
    });
  }
});
