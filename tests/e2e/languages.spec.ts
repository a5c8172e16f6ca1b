import { answerConsent, expect, hostUrl, hydrated, layoutShift, settled, test } from "./fixtures";

// The Saudi host: English at the root, Arabic under /ar (docs/languages.md).
const english = hostUrl("www.movanta.sa");
const arabic = hostUrl("www.movanta.sa", "/ar");

test.describe("the Arabic site", () => {
  test.use({ locale: "ar-SA" });

  test.beforeEach(async ({ context }) => {
    await answerConsent(context, english);
  });

  test("reads right to left in Arabic, and links English by its own name", async ({ page }) => {
    await page.goto(arabic);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\p{Script=Arabic}/u);
    const switcher = page.getByRole("link", { name: "English", exact: true });
    await expect(switcher).toHaveAttribute("lang", "en-SA");
    await expect(switcher).toHaveAttribute("href", "/");
    // The header starts at the right: its first link (the menu or the logo) is right of the middle.
    const header = await page.getByRole("banner").getByRole("link").first().boundingBox();
    expect((header?.x ?? 0) + (header?.width ?? 0) / 2).toBeGreaterThan((page.viewportSize()?.width ?? 0) / 2);
    await expect(page.locator('link[rel="alternate"][hreflang="ar-SA"]')).toHaveAttribute("href", "https://www.movanta.sa/ar");
    await expect(page.locator('link[rel="alternate"][hreflang="en-SA"]')).toHaveAttribute("href", "https://www.movanta.sa/");
  });

  test("on a phone, the menu slides in from the right", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(arabic);
    await hydrated(page);
    await page.getByRole("button", { name: /القائمة/ }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    await expect.poll(async () => Math.round(((await sheet.boundingBox())?.x ?? 0) + ((await sheet.boundingBox())?.width ?? 0))).toBe(375);
    expect((await sheet.boundingBox())?.x ?? 0).toBeGreaterThan(0);
  });

  test("phone numbers and e-mail addresses read left to right", async ({ page }) => {
    await page.goto(hostUrl("www.movanta.sa", "/ar/imprint"));
    const phone = page.locator('a[href^="tel:"]').first();
    await expect(phone).toHaveAttribute("dir", "ltr");
    await expect(phone).toHaveText("+966 11 449 0300");
    const mail = page.locator('a[href^="mailto:"]').first();
    await expect(mail).toHaveAttribute("dir", "ltr");
  });
});

test.describe("the language suggestion", () => {
  test.use({ locale: "ar-SA" });

  test("offers Arabic on the English page to an Arabic browser once consent is answered, without moving anything", async ({ page }) => {
    await page.goto(english);
    await hydrated(page);
    const suggestion = page.getByRole("region", { name: "Language suggestion" });
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeVisible();
    await expect(suggestion).toHaveCount(0);
    await page.getByRole("button", { name: "Use limited version" }).click();
    await expect(suggestion).toBeVisible();
    const link = suggestion.getByRole("link", { name: "العربية" });
    await expect(link).toHaveAttribute("lang", "ar-SA");
    await expect(link).toHaveAttribute("href", "/ar");
    await settled(page);
    // Counting the shifts after the click too: the bar moves nothing, however late it comes.
    expect(await layoutShift(page, { withInput: true })).toBe(0);

    await suggestion.getByRole("button", { name: "Close" }).click();
    await expect(suggestion).toHaveCount(0);
    await page.reload();
    await settled(page);
    await expect(suggestion).toHaveCount(0);
  });

  test("offers nothing on the Arabic page the browser prefers, nor on a single-language host", async ({ page, context }) => {
    await answerConsent(context, english);
    await page.goto(arabic);
    await settled(page);
    await expect(page.getByRole("region", { name: "اقتراح اللغة" })).toHaveCount(0);
    const germany = hostUrl("www.movanta.de");
    await answerConsent(context, germany);
    await page.goto(germany);
    await settled(page);
    await expect(page.getByRole("region", { name: "Sprachvorschlag" })).toHaveCount(0);
  });
});

test.describe("an English browser", () => {
  test.use({ locale: "en-US" });

  test("is offered nothing on the English page", async ({ page, context }) => {
    await answerConsent(context, english);
    await page.goto(english);
    await settled(page);
    await expect(page.getByRole("region", { name: "Language suggestion" })).toHaveCount(0);
  });

  test("is offered English on the Arabic page, in Arabic, with English named in English", async ({ page, context }) => {
    await answerConsent(context, english);
    await page.goto(arabic);
    const suggestion = page.getByRole("region", { name: "اقتراح اللغة" });
    await expect(suggestion).toBeVisible();
    await expect(suggestion.getByRole("link", { name: "English" })).toHaveAttribute("lang", "en-SA");
  });
});

// The Spanish host: Spanish at the root, English under /en for travellers (docs/languages.md, "English on the holiday hosts").
const spain = hostUrl("www.movanta.es");
const spainEnglish = hostUrl("www.movanta.es", "/en");

test.describe("English on the Spanish host", () => {
  test.use({ locale: "en-GB" });

  test("the Spanish page's switcher offers English, whose page is English with both languages as alternates", async ({ page, context }) => {
    await answerConsent(context, spain);
    await page.goto(spain);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-ES");
    const english = page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("lang", "en-ES");
    await expect(page.locator('link[rel="alternate"][hreflang="en-ES"]')).toHaveAttribute("href", "https://www.movanta.es/en");
    await english.click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-ES");
    expect(new URL(page.url()).pathname).toBe("/en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The right vehicle for every trip");
    await expect(page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Español" })).toHaveAttribute("href", "/");
    await expect(page.locator('link[rel="alternate"][hreflang="es-ES"]')).toHaveAttribute("href", "https://www.movanta.es/");
    await expect(page.getByText("Call us at +34 910 900 301, before and during your rental.")).toBeVisible();
  });

  test("offers English on the Spanish page to an English browser, in Spanish", async ({ page, context }) => {
    await answerConsent(context, spain);
    await page.goto(spain);
    const suggestion = page.getByRole("region", { name: "Sugerencia de idioma" });
    await expect(suggestion).toBeVisible();
    await expect(suggestion.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en");
  });

  test("shows the plus offers in English, in euros with the Spanish decimal comma", async ({ page, context, baseURL }) => {
    // A production host calls the production API; the local fixture stands in for it.
    await page.route(/^https:\/\/api\.movanta\.example\//, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace("https://api.movanta.example", `${baseURL}/api`) });
      await route.fulfill({ response });
    });
    await answerConsent(context, spain);
    await page.goto(`${spainEnglish}/plus`);
    const offers = page.getByRole("region", { name: "Car subscription offers" });
    await hydrated(page);
    // The list loads once in view (or at a first interaction) and may take its placeholder's place meanwhile.
    await expect(() => offers.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await expect(offers.locator("[aria-live=polite]")).toHaveText("27 offers");
    await expect(offers.getByRole("article").first()).toContainText(/€\d+,00 per month/);
  });
});
