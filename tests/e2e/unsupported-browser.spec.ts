import type { Page } from "@playwright/test";
import { markets } from "../../markets/index";
import { expect, seriousViolations, test } from "./fixtures";

const us = markets.find((market) => market.id === "us");

/** Takes away native modal dialogs, which the site's menu and dialogs need: a browser the site does not support. */
async function withoutModalDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal"));
}

/**
 * The scripts of the site this page asked for: Gatsby's runtime and its chunks. Not the runtime apps.
 * (The Consent Mode defaults are inline in the head, plain ES5 that runs before anything: docs/consent.md.)
 */
function siteScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== "script" || url.pathname.startsWith("/apps/")) return;
    requested.push(url.pathname);
  });
  return requested;
}

test.describe("a browser that cannot run the site's scripts", () => {
  test("keeps the page, starts none of its scripts and gets the unsupported-browser app with the market's download links", async ({
    page,
  }) => {
    await withoutModalDialogs(page);
    const scripts = siteScripts(page);
    await page.goto("/");
    const notice = page.getByRole("region", { name: "Browser notice" });
    await expect(notice.getByText("Time for a new browser")).toBeVisible();
    await expect(notice.getByText("Your browser is not supported")).toBeHidden();
    for (const [browser, href] of Object.entries(us?.browserDownloadLink ?? {})) {
      const name = browser.charAt(0).toUpperCase() + browser.slice(1);
      await expect(notice.locator("[data-app-root]").getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The notice's own script, and none of the site's.
    expect(scripts).toEqual([expect.stringMatching(/^\/unsupported-browser-[0-9a-f]+\.js$/)]);
    expect(await page.evaluate(() => "___loader" in window)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("gets the site's own notice, styled, in the page's words when the app is down", async ({ page }) => {
    await withoutModalDialogs(page);
    await page.route("**/apps/unsupported-browser/bootstrapper.json", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.goto("/");
    const notice = page.getByRole("region", { name: "Browser notice" });
    await expect(notice.getByText("Your browser is not supported")).toBeVisible();
    expect(await notice.evaluate((el) => getComputedStyle(el).borderBottomStyle)).toBe("solid");
    await expect(notice.getByText(/booking, the menu and forms need a current browser/)).toBeVisible();
    const chrome = notice.getByRole("link", { name: "Chrome" });
    await expect(chrome).toHaveAttribute("href", us?.browserDownloadLink.chrome ?? "");
    await expect(chrome).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("a current browser never sees the notice, and the page starts as always", async ({ page }) => {
  const scripts = siteScripts(page);
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => "___loader" in window)).toBe(true);
  await expect(page.getByRole("region", { name: "Browser notice", includeHidden: true })).toBeHidden();
  expect(scripts.length).toBeGreaterThan(0);
});
