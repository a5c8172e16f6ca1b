import { answerConsent, expect, hydrated, test } from "./fixtures";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? "");
});

test.describe("legal and information pages", () => {
  test("every page the footer links on the site is there, with its title as the main heading", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("navigation", { name: "Footer links" });
    // Site paths only: the terms PDF lives on the media host.
    const paths = await footer
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? "").filter((href) => href.startsWith("/")));
    expect(paths).toEqual(expect.arrayContaining(["/terms-conditions", "/privacy", "/imprint", "/3d-secure-faq"]));
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  });

  test("the terms list their sections, and a section's link moves to its heading", async ({ page }) => {
    await page.goto("/terms-conditions");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
    const contents = page.getByRole("navigation", { name: "On this page" });
    await contents.getByRole("link", { name: "Liability" }).click();
    await expect(page).toHaveURL(/\/terms-conditions#liability$/);
    await expect(page.getByRole("heading", { level: 2, name: "Liability" })).toBeInViewport();
  });

  test("the rental terms PDF opens in a new window without access to this one", async ({ page }) => {
    await page.goto("/terms-conditions");
    const pdf = page.getByRole("main").getByRole("link", { name: "rental terms as a PDF" });
    await expect(pdf).toHaveAttribute("href", /\/www\.movanta\.com\/documents\/terms-conditions\.pdf$/);
    await expect(pdf).toHaveAttribute("target", "_blank");
    await expect(pdf).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("the 3-D Secure FAQ opens its answers and carries them as FAQPage structured data", async ({ page }) => {
    await page.goto("/3d-secure-faq");
    await hydrated(page);
    const answer = page.getByText(/strong customer authentication/);
    await expect(answer).toBeHidden();
    await page.getByText("Why do I have to confirm my payment?").click();
    await expect(answer).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null");
    expect(data["@type"]).toBe("FAQPage");
  });
});
