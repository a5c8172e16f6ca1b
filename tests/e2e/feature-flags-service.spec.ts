import type { APIRequestContext, Page, Request } from "@playwright/test";
import {
  answerConsent,
  expect,
  gotoWithStoppedClock,
  hostUrl,
  hydrated,
  networkBarrier,
  runClockUntil,
  slotsStarted,
  test,
} from "./fixtures";
import { batchesOf, isConfig, openPlus, ownScope, plusOffers as offers } from "./flag-flow";

type FlagEvent = { type: "exposure"; flag: string; value: boolean } | { type: "conversion"; name: string };

const isEvents = (request: Request): boolean => /\/flags\/v1\/sdk\/[^/]+\/events$/.test(request.url());
const reviews = (page: Page) => page.getByRole("region", { name: "Customer reviews" });
const configure = async (request: APIRequestContext, scope: string, settings: { flags?: Record<string, boolean>; pollSeconds?: number }) =>
  expect((await request.put(`/flags/_test/scopes/${scope}`, { data: settings })).status()).toBe(200);
const sentBatches = (request: APIRequestContext, scope: string) => batchesOf<FlagEvent>(request, scope);

/** Opens and closes two offers' details: two conversions. */
async function openTwoOffersDetails(page: Page): Promise<void> {
  for (const index of [0, 1]) {
    await offers(page).getByRole("article").nth(index).getByRole("button", { name: "More details" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
}

test("a flag changed on the stand-in reaches an open plus page within one polling interval, in the page's own time", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const interval = 10;
  const scope = await ownScope(context, baseURL);
  await answerConsent(context, `${baseURL}/`);
  await configure(request, scope, { flags: { reviews: false }, pollSeconds: interval });
  const asked: Request[] = [];
  page.on("request", (r) => void (isConfig(r) && asked.push(r)));
  // Ready once the service's first answer has taken the reviews away: its next poll is planned by then.
  // The flag client connects at the visitor's first interaction: here the pointer moves once the page has started.
  let moved = false;
  await gotoWithStoppedClock(page, "/plus", async () => {
    if (!(await slotsStarted(page))) return false;
    if (!moved) await page.mouse.move(20, 20);
    moved = true;
    return (await reviews(page).count()) === 0;
  });
  expect(asked).toHaveLength(1);
  // The service sees the flag user of spec §6 and nothing else about the visitor.
  expect(new URL(asked[0]?.url() ?? "").search).toBe("?user=1&environment=dev");

  await configure(request, scope, { flags: { reviews: true }, pollSeconds: interval });
  const polled = page.waitForRequest(isConfig);
  await page.clock.runFor(interval * 1000);
  expect((await polled).headers()["if-none-match"]).toMatch(/^".+"$/);
  await runClockUntil(page, async () => (await reviews(page).count()) === 1);
  await expect(reviews(page)).toBeVisible();

  // Unchanged: the next poll is answered 304 and the reviews stay.
  const unchanged = page.waitForResponse((response) => isConfig(response.request()));
  await page.clock.runFor(interval * 1000);
  expect((await unchanged).status()).toBe(304);
  await expect(reviews(page)).toBeVisible();
});

test("flag events wait for 'I agree', then arrive in batches: exposures at once, conversions when the page is left", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const scope = await ownScope(context, baseURL);
  const sent: Request[] = [];
  page.on("request", (r) => void (isEvents(r) && sent.push(r)));
  await openPlus(page);
  await networkBarrier(page);
  expect(sent, "no event request before the consent answer").toEqual([]);
  expect(await sentBatches(request, scope)).toEqual([]);

  await page.getByRole("button", { name: "I agree" }).click();
  await expect.poll(() => sentBatches(request, scope)).toHaveLength(1);
  const [first] = await sentBatches(request, scope);
  expect(first?.user).toEqual({ id: "1", attributes: { environment: "dev" } });
  // The flags the page used, each once, with the values the stand-in's default scope gives.
  expect(first?.events.length).toBeGreaterThan(1);
  expect(first?.events).toContainEqual(expect.objectContaining({ type: "exposure", flag: "reviews", value: true }));
  expect(first?.events).toContainEqual(expect.objectContaining({ type: "exposure", flag: "truckTabs", value: false }));

  await openTwoOffersDetails(page);
  // Under the batch's size and before its time is up: they leave with the page (pagehide, sendBeacon).
  await page.goto("/");
  await expect
    .poll(async () => (await sentBatches(request, scope)).flatMap((b) => b.events).filter((e) => e.type === "conversion"))
    .toHaveLength(2);
  const batches = await sentBatches(request, scope);
  expect(batches.length).toBeGreaterThanOrEqual(2);
  expect(batches.at(-1)?.events.filter((e) => e.type === "conversion")).toEqual([
    expect.objectContaining({ name: "offerDetailsOpened" }),
    expect.objectContaining({ name: "offerDetailsOpened" }),
  ]);
  const exposed = batches.flatMap((b) => b.events).flatMap((e) => (e.type === "exposure" ? [e.flag] : []));
  expect(new Set(exposed).size, "one exposure per flag in a page view").toBe(exposed.length);
});

test("with the limited version no flag event is ever sent", async ({ page, context, request, baseURL }) => {
  const scope = await ownScope(context, baseURL);
  const sent: Request[] = [];
  page.on("request", (r) => void (isEvents(r) && sent.push(r)));
  await openPlus(page);
  await page.getByRole("button", { name: "Use limited version" }).click();
  await openTwoOffersDetails(page);
  await page.goto("/");
  await hydrated(page);
  await networkBarrier(page);
  expect(sent).toEqual([]);
  expect(await sentBatches(request, scope)).toEqual([]);
});

// Needs the German host tree of build:all (`MARKETS=de npm run build:all`), as every host-tree spec does.
test("a production host built without an SDK key keeps the local defaults: no flag client, no flag request", async ({ page, context }) => {
  await answerConsent(context, hostUrl("www.movanta.de"), "performance");
  const flagRequests: string[] = [];
  page.on("request", (r) => void (/flags|flag-client/.test(r.url()) && flagRequests.push(r.url())));
  await page.goto(hostUrl("www.movanta.de", "/plus"));
  await hydrated(page);
  await networkBarrier(page);
  expect(flagRequests).toEqual([]);
});
