import { answerConsent, expect, hydrated, test } from "./fixtures";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? "");
});

// The default market (US) opens the help centre's entry point in the header (openHelpCenterEntryPoint).
test.describe("the help centre's entry point", () => {
  test("is a Help link in the header of the start page that leads to the help centre", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const help = page.getByRole("banner").getByRole("link", { name: "Help", exact: true });
    await expect(help).toHaveAttribute("href", "/help");
    await help.click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Help", exact: true })).toBeVisible();
  });
});
