import { join } from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { marketsByHost } from "../../markets/hosts";
import type { Market } from "../../markets/schema";
import { CONSENT_LOADER_URL, proxied, tagContainerUrl } from "../../src/config/third-party";
import { CONSENT_COOKIE, POLICY_VERSION } from "../../src/services/consent/state";
import { rumBase } from "../../src/services/rum/collector";
import { messagesOf, readBundles } from "../../src/content/text-bundles";
import { hydrated, poll } from "./fixtures";
import { FIELD_DATA_MARK } from "../../src/services/rum/started";
import { chunkScript } from "./chunks";

const bundles = readBundles(join(__dirname, "..", ".."));

/** The main market of a host and its texts. */
export function hostFacts(host: string): { market: Market; text: Record<string, string> } {
  const market = marketsByHost.get(host)?.find((m) => m.pathPrefix === "") ?? marketsByHost.get(host)?.[0];
  if (!market) throw new Error(`no market serves ${host}`);
  return { market, text: messagesOf(bundles, market.textLocale) };
}

/** Field data's chunk's script (its webpackChunkName in src/features/consent/use-field-data.ts). */
export const FIELD_DATA_CHUNK = chunkScript("field-data");

/** A request of field data: its code, or a beacon to the collector of any environment (dev: a path on the site's origin). */
export function isFieldDataRequest(address: string): boolean {
  const url = new URL(address);
  if (FIELD_DATA_CHUNK.test(url.pathname) || url.pathname.startsWith(`${rumBase.dev}/`)) return true;
  return [rumBase.stage, rumBase.prod].some((base) => url.origin === new URL(base).origin);
}

/** Every request of a page to an analytics container, the consent-management loader or field data, proxied or not. */
export function watchThirdParties(page: Page): { tags: string[]; consentLoader: string[]; fieldData: string[] } {
  const seen = { tags: [] as string[], consentLoader: [] as string[], fieldData: [] as string[] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    const target = url.pathname === "/proxy" ? (url.searchParams.get("url") ?? "") : url.href;
    const path = url.pathname === "/proxy" ? `${url.pathname}${url.search}` : url.href;
    if (target.startsWith("https://tags.movanta.example/")) seen.tags.push(path);
    if (target.startsWith("https://consent.movanta.example/")) seen.consentLoader.push(path);
    if (isFieldDataRequest(url.href)) seen.fieldData.push(url.href);
  });
  return seen;
}

/** The proxy addresses of a market's tag containers. */
export const containerRequests = (market: Market): string[] => market.analytics.containerIds.map((id) => proxied(tagContainerUrl(id)));
export const consentLoaderRequest = proxied(CONSENT_LOADER_URL);

/** localStorage and sessionStorage entries of the page. */
export const storageEntries = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);

/** Page views the tag-loader stand-in has counted on this document. */
export const pageViews = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const state: unknown = Reflect.get(window, "movantaThirdParty");
    const views: unknown = state && typeof state === "object" ? Reflect.get(state, "pageViews") : undefined;
    return Array.isArray(views) ? views.map((view: { path?: string }) => String(view.path)) : [];
  });

export const banner = (page: Page, text: Record<string, string>) => page.getByRole("region", { name: text["consent.banner.title"] });

/** Cold visit: the banner, and nothing of analytics or field data (no request, cookie or storage entry). */
export async function expectNothingBeforeAnswer(page: Page, context: BrowserContext, url: string, text: Record<string, string>) {
  const seen = watchThirdParties(page);
  await page.goto(url);
  await hydrated(page);
  await expect(banner(page, text)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual({ tags: [], consentLoader: [], fieldData: [] });
  expect(await context.cookies()).toEqual([]);
  expect(await storageEntries(page)).toEqual([]);
}

/** Another page of the same host, reached by a client-side navigation (the same document). */
export async function navigateClientSide(page: Page): Promise<string> {
  const path = await page.evaluate(() => {
    const here = location.pathname;
    // A link within the page's language: the language switcher's (hreflang) load the other language's page in full.
    const hrefs = [...document.querySelectorAll("a[href^='/']:not([hreflang])")].map((a) => a.getAttribute("href") ?? "");
    return hrefs.find((href) => !href.startsWith("//") && href.split("#")[0] !== here && !href.includes("#")) ?? "";
  });
  expect(path, "an internal link to follow").not.toBe("");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.evaluate((to) => Reflect.apply(Reflect.get(window, "___navigate") as (to: string) => void, window, [to]), path);
  await page.waitForFunction((to) => location.pathname === new URL(to, location.href).pathname, path, poll);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  return new URL(path, page.url()).pathname;
}

/** The consent cookie as the browser keeps it: host-only, Lax, 12 months, with the policy version. */
export async function expectConsentCookie(context: BrowserContext, host: string, consent: string) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(cookie).toMatchObject({ value: `${POLICY_VERSION}.${consent}`, domain: host, path: "/", sameSite: "Lax", secure: false });
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);
}

/**
 * 'Use limited version' in the banner, then a reload and a client-side page: nothing of analytics, no
 * page view, the consent cookie alone (essential) and nothing in storage.
 */
export async function expectLimitedVersionKept(page: Page, context: BrowserContext, host: string, text: Record<string, string>) {
  const seen = watchThirdParties(page);
  await banner(page, text).getByRole("button", { name: text["consent.limited"] }).click();
  await expect(banner(page, text)).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(banner(page, text)).toHaveCount(0);
  await navigateClientSide(page);
  await page.waitForLoadState("networkidle");
  expect(seen).toEqual({ tags: [], consentLoader: [], fieldData: [] });
  expect(await pageViews(page)).toEqual([]);
  expect((await context.cookies()).map((c) => c.name)).toEqual([CONSENT_COOKIE]);
  await expectConsentCookie(context, host, "essential");
  expect(await storageEntries(page)).toEqual([]);
}

/**
 * Resolves once web-vitals has done what it put off: it takes what its observers hand over in their
 * own tasks, some of it in an idle callback it asks for then (at most 1 s later). Two idle callbacks of
 * ours with the same limit, one asked for in the other, run after those.
 */
export const pageIdle = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), { timeout: 1000 })),
  );

/** Waits until field data measures on the page (its mark) and web-vitals has taken the page's buffered entries. */
export async function fieldDataRunning(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIELD_DATA_MARK, poll);
  await pageIdle(page);
}
