import type { Page } from "@playwright/test";
import { answerConsent, expect, hydrated, test } from "./fixtures";

const screenOf = (page: Page) =>
  page.getByRole("region", { name: /Spring switch bonus|Winter tyres on us|The campaign could not be loaded/ });

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, `${baseURL}/`);
});

for (const [width, height] of [
  [375, 740],
  [1440, 900],
] as const) {
  test.describe(`the plus campaign page at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("registers by keyboard alone, then refuses the same e-mail with the alreadyRegistered text", async ({ page }) => {
      const email = `campaign-${Date.now()}-${width}@example.com`;
      await page.goto("/plus/campaign");
      await hydrated(page);
      const campaign = screenOf(page);
      await expect(campaign.getByRole("heading", { name: "Spring switch bonus" })).toBeVisible();
      await expect(campaign.getByText(/^Register by \d\d\/\d\d\/\d{4}\. The benefit expires after this date\.$/)).toBeVisible();

      await campaign.getByLabel("First name").focus();
      await page.keyboard.type("Ada");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Muster");
      await page.keyboard.press("Tab");
      await page.keyboard.type(email);
      await page.keyboard.press("Tab");
      await expect(campaign.getByRole("checkbox", { name: "I accept the conditions of this campaign." })).toBeFocused();
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await expect(campaign.getByRole("button", { name: "Register" })).toBeFocused();
      await page.keyboard.press("Enter");

      const success = page.getByRole("dialog", { name: "Registration successful" });
      await expect(success).toBeVisible();
      await expect(success.getByRole("button", { name: "Okay" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(success).toBeHidden();

      await campaign.getByRole("button", { name: "Register" }).click();
      const error = page.getByRole("alertdialog", { name: "Something went wrong" });
      await expect(error).toContainText("An account already exists for this email address. Please complete your profile in the app.");
      await error.getByRole("button", { name: "Okay" }).click();
      await expect(error).toBeHidden();
    });

    test("another failure shows 'Something went wrong' with the regional plus support mailbox", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "fixture-fault", value: "campaign.register:500", url: baseURL ?? "" }]);
      await page.goto("/plus/campaign");
      await hydrated(page);
      const campaign = screenOf(page);
      await campaign.getByLabel("First name").fill("Ada");
      await campaign.getByLabel("Last name").fill("Muster");
      await campaign.getByLabel("Email address").fill("ada.fault@example.com");
      await campaign.getByRole("checkbox").check();
      await campaign.getByRole("button", { name: "Register" }).click();
      const error = page.getByRole("alertdialog", { name: "Something went wrong" });
      await expect(error).toContainText("We can't process your request automatically.");
      await expect(error.getByRole("link", { name: "plus-us@movanta.example" })).toHaveAttribute("href", "mailto:plus-us@movanta.example");
    });

    test("an expired campaign says registration is closed and shows no form", async ({ page }) => {
      await page.goto("/plus/campaign?campaign=winter-tyres");
      const campaign = screenOf(page);
      await expect(campaign.getByRole("heading", { name: "Winter tyres on us" })).toBeVisible();
      await expect(
        campaign.getByText(/^Registration for this campaign closed on \d\d\/\d\d\/\d{4}\. The benefit has expired\.$/),
      ).toBeVisible();
      await expect(campaign.getByRole("button", { name: "Register" })).toHaveCount(0);
      await expect(campaign.getByLabel("Email address")).toHaveCount(0);
    });

    test("a failing API shows the error state with a retry", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "fixture-fault", value: "campaign.list:500", url: baseURL ?? "" }]);
      await page.goto("/plus/campaign");
      const campaign = screenOf(page);
      await expect(campaign.getByRole("heading", { name: "The campaign could not be loaded." })).toBeVisible({ timeout: 10_000 });
      await context.clearCookies({ name: "fixture-fault" });
      await campaign.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { name: "Spring switch bonus" })).toBeVisible();
    });
  });
}
