import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, hydrated, networkBarrier, test } from "./fixtures";
import { storageEntries } from "./consent-flow";
import { batchesOf, openPlus, ownScope } from "./flag-flow";
import { variantOf } from "../../src/services/feature-flags/bucket";
import { VISITOR_COOKIE } from "../../src/services/feature-flags/visitor";

type Exposure = { type: "exposure"; flag: string; value: boolean; experiment?: string; variant?: string };

const experiment = { key: "new-banners-e2e", flag: "newBanners", percentage: 50 };

/** A scope of the stand-in for this test alone, running the experiment (docs/feature-flags.md). */
async function scopeWithExperiment(context: BrowserContext, request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const scope = await ownScope(context, baseURL);
  expect((await request.put(`/flags/_test/scopes/${scope}`, { data: { experiments: [experiment] } })).status()).toBe(200);
  return scope;
}

/** What the browser keeps for this site beyond the test's own scope cookie. */
async function keptByTheSite(page: Page, context: BrowserContext): Promise<string[]> {
  const cookies = (await context.cookies()).map((cookie) => cookie.name).filter((name) => name !== "flag-scope");
  return [...cookies, ...(await storageEntries(page))];
}

test("a visitor gets no id before answering; 'I agree' gives them one that their flag requests carry and that keeps their variant", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const scope = await scopeWithExperiment(context, request, baseURL);
  expect(await openPlus(page)).toBe("1");
  await networkBarrier(page);
  expect(await keptByTheSite(page, context)).toEqual([]);

  await page.getByRole("button", { name: "I agree" }).click();
  await expect.poll(() => keptByTheSite(page, context)).toEqual(expect.arrayContaining([VISITOR_COOKIE, "movanta_consent"]));
  const id = (await context.cookies()).find((cookie) => cookie.name === VISITOR_COOKIE)?.value ?? "";
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const variant = variantOf(experiment.key, id, experiment.percentage);

  // From the next page view on: the id as the flag user, the same variant on every one, one exposure each.
  for (let view = 0; view < 3; view += 1) expect(await openPlus(page)).toBe(id);
  await page.goto("/");
  const exposures = async () =>
    (await batchesOf<Exposure | { type: "conversion" }>(request, scope))
      .filter((batch) => batch.user.id === id)
      .flatMap((batch) => batch.events)
      .filter((event): event is Exposure => event.type === "exposure" && event.experiment !== undefined);
  await expect.poll(async () => (await exposures()).length).toBe(3);
  const expected = { type: "exposure", flag: "newBanners", value: variant === "treatment", experiment: experiment.key, variant };
  expect(await exposures()).toEqual([1, 2, 3].map(() => expect.objectContaining(expected)));

  // Withdrawn in the footer's privacy settings: the id goes with the consent.
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Privacy settings" }).click();
  const settings = page.getByRole("dialog", { name: "Privacy settings" });
  await settings.getByRole("checkbox", { name: "Performance" }).uncheck();
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings).toHaveCount(0);
  const cookies = async () => (await context.cookies()).map((cookie) => cookie.name).filter((name) => name !== "flag-scope");
  await expect.poll(cookies).toEqual(["movanta_consent"]);
});

test("the limited version creates no id, cookie or storage entry, and the flag user stays 1", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await scopeWithExperiment(context, request, baseURL);
  await openPlus(page);
  await page.getByRole("button", { name: "Use limited version" }).click();
  expect(await openPlus(page)).toBe("1");
  await networkBarrier(page);
  expect(await keptByTheSite(page, context)).toEqual(["movanta_consent"]);
});

test.describe("with Global Privacy Control", () => {
  test.use({ extraHTTPHeaders: { "Sec-GPC": "1" } });

  test("a visitor gets no id, cookie or storage entry, and the flag user stays 1", async ({ page, context, request, baseURL }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
    );
    await scopeWithExperiment(context, request, baseURL);
    expect(await openPlus(page)).toBe("1");
    expect(await openPlus(page)).toBe("1");
    await networkBarrier(page);
    expect(await keptByTheSite(page, context)).toEqual([]);
  });
});
