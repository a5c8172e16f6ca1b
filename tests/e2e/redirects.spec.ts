import { expect, hostUrl, hydrated, test } from "./fixtures";

test.describe("redirects from old paths", () => {
  test("move the old branch-finder path to each market's slug, permanently", async ({ request }) => {
    for (const [from, to] of [
      ["/branches", "/car-rental"],
      ["/es/branches", "/es/alquiler-autos"],
    ]) {
      const response = await request.get(from ?? "", { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    }
  });

  test("follow :param and * patterns to the moved help pages, keeping the query", async ({ page }) => {
    for (const old of ["/help/article/how-do-i-change-my-booking?ref=mail", "/help-centre/articles/how-do-i-change-my-booking?ref=mail"]) {
      const response = await page.goto(old);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
      expect(page.url()).toMatch(/\/help\/articles\/how-do-i-change-my-booking\?ref=mail$/);
      await expect(page.getByRole("heading", { level: 1, name: "How do I change my booking?" })).toBeVisible();
    }
    await page.goto("/help-centre");
    await expect(page).toHaveURL("/help");
  });

  test("take a client-side navigation to an old path to the new page", async ({ page }) => {
    await page.goto("/help");
    await hydrated(page);
    await page.evaluate(() => window.___navigate("/help/article/how-do-i-change-my-booking"));
    await expect(page).toHaveURL("/help/articles/how-do-i-change-my-booking");
    await expect(page.getByRole("heading", { level: 1, name: "How do I change my booking?" })).toBeVisible();
  });

  test("work in a host tree built by build:all", async ({ page }) => {
    const response = await page.goto(hostUrl("www.movanta.co.uk", "/help/article/how-do-i-change-my-booking"));
    expect((await response?.request().redirectedFrom()?.response())?.headers().location).toBe("/help/articles/how-do-i-change-my-booking");
    await expect(page.getByRole("heading", { level: 1, name: "How do I change my booking?" })).toBeVisible();
    const finder = await page.goto(hostUrl("www.movanta.co.uk", "/branches"));
    expect((await finder?.request().redirectedFrom()?.response())?.headers().location).toBe("/car-hire");
  });
});
