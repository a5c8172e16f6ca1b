import { answerConsent, expect, hydrated, test } from "./fixtures";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? "");
});

test.describe("FAQ pages of ride, share and plus", () => {
  test("the plus FAQ opens its answers as an accordion and keeps the FAQs button's target", async ({ page }) => {
    await page.goto("/plus/faq");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Car subscription: frequently asked questions" })).toBeVisible();
    const question = page.getByText("Which contract terms can I choose?");
    const answer = page.getByText(/A flexible 30-day term that renews every month/);
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await expect(page.locator("#faq-how-to")).toHaveCount(1);
    await page.getByRole("button", { name: "FAQs" }).click();
    await expect(page.locator("#faq-how-to")).toBeInViewport();
    // The offers are listed on the plus start page; the FAQ page leads there.
    await expect(page.getByRole("region", { name: "Car subscription offers" })).toHaveCount(0);
    await page.getByRole("link", { name: "Car subscription offers" }).click();
    await expect(page).toHaveURL(/\/plus$/);
    await expect(page.getByRole("region", { name: "Car subscription offers" })).toBeVisible();
  });

  test("carries its questions as FAQPage structured data", async ({ page }) => {
    await page.goto("/ride/faq");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null");
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: "How far in advance can I book a ride?",
      acceptedAnswer: { "@type": "Answer", text: expect.stringContaining("90 days") },
    });
  });

  test("is reachable from the market's FAQ links: the plus page links its FAQ", async ({ page }) => {
    await page.goto("/plus");
    await hydrated(page);
    await page.getByRole("link", { name: /FAQ/i }).first().click();
    await expect(page).toHaveURL(/\/plus\/faq$/);
  });

  test("exists only where the market offers the product line", async ({ page }) => {
    const response = await page.goto("/share/faq");
    expect(response?.status()).toBe(404);
  });
});
