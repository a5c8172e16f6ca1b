import { expect, hostUrl, hydrated, test } from "./fixtures";

// `npm test` builds every host with `npm run build:all` before the e2e run.
test.describe("host trees built by build:all into dist/<host>/", () => {
  test("serve each host's own start page, language and market data", async ({ page }) => {
    await page.goto(hostUrl("www.movanta.co.uk"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page).toHaveTitle("Car, van and truck hire | Movanta");
    await expect(page.getByRole("contentinfo")).toContainText("+44 344 249 9000");
  });

  test("navigate client-side between pages of a split host tree", async ({ page }) => {
    const response = await page.goto(hostUrl("www.movanta.co.uk", "/missing-page"));
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "Where to go next" }).getByRole("link", { name: "Homepage" }).click();
    await expect(page).toHaveURL(hostUrl("www.movanta.co.uk"));
    await expect(page).toHaveTitle("Car, van and truck hire | Movanta");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("serve an extra language of a host under its prefix", async ({ page }) => {
    await page.goto(hostUrl("www.movanta.ch", "/fr"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    await page.goto(hostUrl("www.movanta.ch"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
  });

  test("resolve an internal test host to its production tree", async ({ page }) => {
    await page.goto(hostUrl("ch.internal.movanta-test.com", "/help"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
    expect(new URL(page.url()).hostname).toBe("ch.internal.movanta-test.com");
  });
});
