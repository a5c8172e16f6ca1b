import type { APIRequestContext, Page } from "@playwright/test";
import { markets } from "../../markets/index";
import { answerConsent, expect, hostUrl, hydrated, settled, test } from "./fixtures";

/** One host per language the site is written in: the first market of each language, business variants aside. */
const consumer = markets.filter((m) => !m.id.endsWith("-business"));
const perLanguage = consumer.filter((market, i) => consumer.findIndex((m) => m.langAlpha2 === market.langAlpha2) === i);
const siteHosts = new Set(markets.map((m) => m.host));
const port = process.env.PORT ?? 9000;
const MISSING = "no-such-page";

/** The links a visitor meets on a page: every anchor, the burger menu's and the footer's among them. */
const anchorsOf = (page: Page): Promise<string[]> =>
  page.locator("a[href]").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));

/** Where a link leads when it stays on the site (host and path); undefined for other sites, mail and phone links. */
function siteTarget(href: string, host: string): { host: string; path: string } | undefined {
  if (href.startsWith("/") && !href.startsWith("//")) return { host, path: new URL(href, "http://x").pathname };
  if (!/^https?:\/\//.test(href)) return undefined;
  const url = new URL(href);
  return siteHosts.has(url.host) ? { host: url.host, path: url.pathname } : undefined;
}

/** The status a host's page answers with, after the server's own redirects (asked by Host header, as the test's browser maps every host to the local server). */
async function statusOf(request: APIRequestContext, target: { host: string; path: string }): Promise<number> {
  let { host, path } = target;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host }, maxRedirects: 0 });
    const location = answer.headers()["location"];
    if (answer.status() < 300 || answer.status() >= 400 || !location) return answer.status();
    const next = new URL(location, `http://${host}`);
    host = next.hostname;
    path = next.pathname;
  }
  return 310;
}

for (const market of perLanguage) {
  test(`every menu, footer and 404 link of ${market.host}${market.pathPrefix} (${market.langAlpha2}) leads to a page, and no page data is missing`, async ({
    page,
    context,
  }) => {
    const home = hostUrl(market.host, `${market.pathPrefix}/`);
    await answerConsent(context, home);
    const failed: string[] = [];
    // The 404 page asks for its own missing path's page data before it shows; that one is expected.
    page.on("response", (response) => {
      if (response.status() >= 400 && !response.url().includes(MISSING)) failed.push(`${response.status()} ${response.url()}`);
    });
    const links = new Map<string, { host: string; path: string }>();
    for (const path of [`${market.pathPrefix}/`, `${market.pathPrefix}/${MISSING}`]) {
      await page.goto(hostUrl(market.host, path));
      await hydrated(page);
      // The footer comes into view, so Gatsby prefetches its links' page data as a visitor's browser would.
      await page.locator("footer").last().scrollIntoViewIfNeeded();
      await settled(page);
      for (const href of await anchorsOf(page)) {
        const target = siteTarget(href, market.host);
        if (target) links.set(`${target.host}${target.path}`, target);
      }
    }
    expect(links.size, "links found on the start and 404 pages").toBeGreaterThan(10);
    const dead: string[] = [];
    for (const [name, target] of links) {
      const status = await statusOf(page.request, target);
      if (status !== 200) dead.push(`${status} ${name}`);
    }
    expect.soft(dead, "links that lead to no page").toEqual([]);
    expect(failed, "requests of the pages that failed").toEqual([]);
  });
}
