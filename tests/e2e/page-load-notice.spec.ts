import type { Page } from "@playwright/test";
import { markets } from "../../markets/index";
import { DEFAULT_MARKET_ID } from "../../markets/default";
import { hostFacts } from "./consent-flow";
import { answerConsent, expect, hostUrl, hydrated, test } from "./fixtures";

// The site's own words when a page cannot load (docs/page-loading.md, "When a page cannot load"), in
// three languages: the default market on localhost (English), www.movanta.de (German) and
// www.movanta.fr (French). Each test starts on the host's 404 page and follows its link home.

const english = markets.find((market) => market.id === DEFAULT_MARKET_ID);
const sites = [
  { name: "English", origin: "http://localhost:" + (process.env.PORT ?? 9000), text: hostFacts(english?.host ?? "").text },
  { name: "German", origin: hostUrl("www.movanta.de", ""), text: hostFacts("www.movanta.de").text },
  { name: "French", origin: hostUrl("www.movanta.fr", ""), text: hostFacts("www.movanta.fr").text },
];

/** The start page's data, which the link home needs before Gatsby renders it. */
const startPageData = "**/page-data/index/page-data.json";

for (const { name, origin, text } of sites) {
  /** Opens the host's 404 page, ready for a client-side navigation. */
  const openNotFound = async (page: Page): Promise<void> => {
    await answerConsent(page.context(), origin);
    await page.goto(`${origin}/no-such-page`);
    await hydrated(page);
  };
  const homeLink = (page: Page) =>
    page.getByRole("navigation", { name: text["notFound.links.label"] }).getByRole("link", { name: text["notFound.links.home"] });
  const notice = (page: Page) => page.getByRole("alert");

  test.describe(`in ${name}`, () => {
    test("a visitor who follows a link offline is told so, and the page follows once they are back", async ({ page, context }) => {
      await openNotFound(page);
      await context.setOffline(true);
      await homeLink(page).click();
      await expect(notice(page)).toContainText(text["errors.offline.title"] ?? "");
      await expect(notice(page)).toContainText(text["errors.offline.text"] ?? "");
      // Still on the page the visitor was reading, not the browser's offline page.
      await expect(homeLink(page)).toBeVisible();
      await context.setOffline(false);
      await expect(page).toHaveURL(`${origin}/`);
      await expect(notice(page)).toBeHidden();
    });

    test("a visitor whose page's data keeps failing is told so, and Try again loads it once it answers", async ({ page, pageErrors }) => {
      await openNotFound(page);
      await page.route(startPageData, (route) => route.abort("failed"));
      await homeLink(page).click();
      // Gatsby's retries are spent, its full page load fails the same way: the server's HTML stays, with the notice.
      await expect(page).toHaveURL(`${origin}/`);
      await expect(notice(page)).toContainText(text["errors.pageLoad.title"] ?? "");
      await expect(notice(page)).toContainText(text["errors.pageLoad.text"] ?? "");
      await page.unroute(startPageData);
      await notice(page).getByRole("button", { name: text["errors.retry"] }).click();
      await hydrated(page);
      await expect(notice(page)).toBeHidden();
      // Gatsby's own error of the failed first render (spec §8), expected here and nowhere else.
      expect(pageErrors.map((error) => error.message)).toEqual(["page resources for / not found. Not rendering React"]);
      pageErrors.length = 0;
    });
  });
}
