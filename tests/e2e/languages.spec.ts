import { expect, hostUrl, test } from "./fixtures";

test.describe("languages on one host", () => {
  test("the Swiss site in French lives under /fr with French text and prices in francs", async ({ page }) => {
    await page.goto(hostUrl("www.movanta.ch", "/fr/plus"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CH");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonnement auto");
    await expect(page.getByText(/À partir de 549,00\sCHF par mois/)).toBeVisible();
  });

  test("switching language lands on the same page in the other language", async ({ page }) => {
    await page.goto(hostUrl("www.movanta.ch", "/fr/help"));
    const switcher = page.getByRole("navigation", { name: "Langue" });
    await expect(switcher.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
    await switcher.getByRole("link", { name: "Allemand" }).click();
    await expect(page).toHaveURL(hostUrl("www.movanta.ch", "/help"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de-CH");
    await expect(page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "Deutsch" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });
});
