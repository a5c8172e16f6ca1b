import { randomUUID } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page, Request } from "@playwright/test";
import { expect, hydrated } from "./fixtures";

/** A batch of flag events as the flag service stand-in keeps it (docs/feature-flags.md). */
export type FlagBatch<Event> = { user: { id: string }; events: Event[] };

export const isConfig = (request: Request): boolean => /\/flags\/v1\/sdk\/[^/]+\/config\?/.test(request.url());
export const plusOffers = (page: Page) => page.getByRole("region", { name: "Car subscription offers" });

/** A scope of the stand-in for this test alone, named by the page's `flag-scope` cookie. */
export async function ownScope(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  const scope = `e2e-${randomUUID()}`;
  await context.addCookies([{ name: "flag-scope", value: scope, url: baseURL ?? "" }]);
  return scope;
}

export const batchesOf = async <Event>(request: APIRequestContext, scope: string): Promise<FlagBatch<Event>[]> =>
  ((await (await request.get(`/flags/_test/scopes/${scope}/events`)).json()) as { batches: FlagBatch<Event>[] }).batches;

/**
 * Opens the plus page and scrolls to its offers until they have loaded and the flag service has
 * answered (the flag client connects once a part showing flags is in view). A page view reports its
 * exposures only once the service's answer is in, so a test that leaves earlier would lose them.
 * Returns the flag user the configuration request named.
 */
export async function openPlus(page: Page): Promise<string | null> {
  const answered = page.waitForResponse((response) => isConfig(response.request()));
  await page.goto("/plus");
  await hydrated(page);
  await expect(() => plusOffers(page).scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  const answer = await answered;
  await answer.finished();
  await expect(plusOffers(page).locator("[aria-live=polite]")).toHaveText(/\d+ offers?/);
  return new URL(answer.url()).searchParams.get("user");
}
