import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";
import { CONSENT_COOKIE, POLICY_VERSION, type Consent } from "../../src/features/consent/state";

/**
 * A page that fails the test on any uncaught error in the browser, and on a message id the page's
 * messages lack (site-providers.tsx names it in the console: src/i18n/namespaces.ts left it out).
 */
export const test = base.extend<{ pageErrors: Error[] }>({
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

/** Waits for Gatsby's first client render: before it, links are plain links and load in full. */
export const hydrated = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);

/**
 * Answers the consent banner before a test's first page by setting the consent cookie for the
 * page's host (the limited version unless told otherwise), for tests about something else.
 */
export const answerConsent = (context: BrowserContext, url: string, consent: Consent = "essential"): Promise<void> =>
  context.addCookies([{ name: CONSENT_COOKIE, value: `${POLICY_VERSION}.${consent}`, url, sameSite: "Lax" }]);

/** Waits until a service worker controls the page (the worker claims its clients on activation). */
export async function waitForController(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
}
