import type { Page } from "@playwright/test";
import { appsFromLocalServer, expect, hostUrl, test } from "./fixtures";

const engine = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("the booking engine's market settings (initialDate, hideCurrencies)", () => {
  test("on the US site: pickup at 12:30 PM, return at 08:30 AM, and no AED in the currency picker", async ({ page }) => {
    await page.goto("/");
    const slot = engine(page, "Booking engine");
    await expect(slot).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(slot.getByLabel("Pickup time")).toHaveValue("12:30");
    await expect(slot.getByLabel("Pickup time").locator("option:checked")).toHaveText("12:30 PM");
    await expect(slot.getByLabel("Return time").locator("option:checked")).toHaveText("08:30 AM");
    const currency = slot.getByRole("combobox", { name: "Currency" });
    await expect(currency).toHaveValue("USD");
    await expect(currency.locator("option", { hasText: "EUR" })).toHaveCount(1);
    await expect(currency.locator("option", { hasText: "AED" })).toHaveCount(0);
  });

  test("on the German site: pickup at 12:30, return at 08:30, on a 24-hour clock", async ({ page }) => {
    await appsFromLocalServer(page);
    await page.goto(hostUrl("www.movanta.de", "/"));
    const slot = engine(page, "Buchungsmaske");
    await expect(slot).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(slot.getByLabel("Abholzeit").locator("option:checked")).toHaveText("12:30");
    await expect(slot.getByLabel("Rückgabezeit").locator("option:checked")).toHaveText("08:30");
    const currency = slot.getByRole("combobox", { name: "Währung" });
    await expect(currency).toHaveValue("EUR");
    // Germany hides no currency: the one the US hides is there.
    await expect(currency.locator("option", { hasText: "AED" })).toHaveCount(1);
  });
});
