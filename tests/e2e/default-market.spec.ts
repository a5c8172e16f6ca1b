import { expect, hydrated, test } from "./fixtures";

test.describe("the default market built into public/", () => {
  test("serves the English start page with its title, language and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Car, van and truck rental | Movanta");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.getByRole("heading", { level: 1, name: "The right vehicle for every trip" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Why rent with us" }).getByRole("heading", { level: 3, name: "Free cancellation" }),
    ).toBeVisible();
    const footer = page.getByRole("navigation", { name: "Footer links" });
    await expect(footer.getByRole("link", { name: "Terms and conditions" })).toHaveAttribute("href", "/terms-conditions");
    await expect(footer.getByRole("link", { name: "Terms (PDF)" })).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("strips a trailing slash with a permanent redirect", async ({ page }) => {
    const response = await page.goto("/help/");
    expect(page.url()).toMatch(/\/help$/);
    expect(response?.status()).toBe(200);
    const redirect = response?.request().redirectedFrom();
    expect((await redirect?.response())?.status()).toBe(301);
    await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
  });

  test("answers an unknown path with the market's 404 page and links home client-side", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    const onward = page.getByRole("navigation", { name: "Where to go next" });
    await expect(onward.getByRole("link", { name: "Find a branch" })).toHaveAttribute("href", "/car-rental");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await onward.getByRole("link", { name: "Homepage" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: "The right vehicle for every trip" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("serves the Spanish-language site of the same host under /es", async ({ page }) => {
    await page.goto("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("link", { name: /Movanta/ }).first()).toHaveAttribute("href", "/es");
  });

  test("gives <html> the new page's language after a client-side navigation to another language, and back", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // A content link between languages navigates client-side as Gatsby's navigate does (the switcher loads in full).
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/es"));
    await expect(page).toHaveURL("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/"));
    await expect(page.getByRole("heading", { level: 1, name: "The right vehicle for every trip" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});
