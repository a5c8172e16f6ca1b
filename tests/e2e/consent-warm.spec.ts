import type { Page } from "@playwright/test";
import { expect, hydrated, test, waitForController } from "./fixtures";
import {
  banner,
  consentLoaderRequest,
  containerRequests,
  expectLimitedVersionKept,
  expectNothingBeforeAnswer,
  hostFacts,
  navigateClientSide,
  pageViews,
  watchThirdParties,
} from "./consent-flow";

// Warm: the offline plugin's worker is active and answers the site's own files. Workers run on
// https and localhost only, so this runs on the default market served on localhost.
test.use({ serviceWorkers: "allow" });

const { market, text } = hostFacts("www.movanta.com");

/** A first visit that installs the worker, then forgets everything but the worker and its caches. */
async function warmUp(page: Page): Promise<void> {
  await page.goto("/");
  await waitForController(page);
  // The worker caches the page's files again on activation; let it finish.
  await page.waitForLoadState("networkidle");
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

test.describe("consent with the service worker active", () => {
  test("nothing before an answer, the containers once after 'I agree', page views after reload and navigation, withdrawal", async ({
    page,
    context,
    baseURL,
  }) => {
    await warmUp(page);
    await expectNothingBeforeAnswer(page, context, `${baseURL}/`, text);
    const fromWorker = await page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => Reflect.get(entry, "workerStart") > 0),
    );
    expect(fromWorker, "the page's files went through the worker").toBe(true);

    const seen = watchThirdParties(page);
    await banner(page, text).getByRole("button", { name: text["consent.agree"] }).click();
    await expect.poll(() => pageViews(page)).toEqual(["/"]);
    expect(seen.tags).toEqual(containerRequests(market));
    expect(seen.consentLoader).toEqual([consentLoaderRequest]);

    const later = watchThirdParties(page);
    await page.reload();
    await hydrated(page);
    await expect(banner(page, text)).toHaveCount(0);
    await expect.poll(() => pageViews(page)).toEqual(["/"]);
    const path = await navigateClientSide(page);
    await expect.poll(() => pageViews(page)).toEqual(["/", path]);
    expect(later.tags).toEqual(containerRequests(market));

    await page.goto("/");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("button", { name: text["consent.settings.title"] }).click();
    const settings = page.getByRole("dialog", { name: text["consent.settings.title"] });
    await settings.getByRole("checkbox", { name: text["consent.performance.title"] }).uncheck();
    await settings.getByRole("button", { name: text["consent.settings.save"] }).click();
    await expect.poll(async () => (await context.cookies()).map((c) => `${c.name}=${c.value}`)).toEqual(["movanta_consent=1.essential"]);
  });

  test("'use limited version' loads nothing, on reload and navigation too", async ({ page, context, baseURL }) => {
    await warmUp(page);
    await expectNothingBeforeAnswer(page, context, `${baseURL}/`, text);
    await expectLimitedVersionKept(page, context, "localhost", text);
  });
});
