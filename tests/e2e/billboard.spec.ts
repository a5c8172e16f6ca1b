import { answerConsent, expect, settled, test } from "./fixtures";

// The ibe layout's page of the layout gallery has a billboard (content/us/layout-ibe.json); the start
// page has a hero block instead, in the main region (blocks.spec.ts).
const alt = "An orange rental car on a country road at sunrise";

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? "");
});

for (const { width, height, box, file } of [
  { width: 375, height: 740, box: { width: 375, height: 400 }, file: /\/static\/media\/open-road-tall-375x400-[0-9a-f]{16}\.avif$/ },
  { width: 1440, height: 900, box: { width: 1440, height: 576 }, file: /\/static\/media\/open-road-wide-1600x640-[0-9a-f]{16}\.avif$/ },
]) {
  test(`at ${width} px the billboard shows its AVIF for the width in the box of spec §9`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const images: { url: string; type: string }[] = [];
    page.on("response", (response) => {
      if (!response.url().includes("/static/media/")) return;
      images.push({ url: response.url(), type: response.headers()["content-type"] ?? "" });
    });
    await page.goto("/layouts/ibe");
    const img = page.getByRole("img", { name: alt });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const shown = await img.evaluate((el: HTMLImageElement) => {
      const rect = el.getBoundingClientRect();
      return { src: el.currentSrc, width: Math.round(rect.width), height: Math.round(rect.height), top: rect.top };
    });
    expect(shown.src).toMatch(file);
    expect({ width: shown.width, height: shown.height }).toEqual(box);
    // One file, the one shown, of the type it says.
    expect(images).toEqual([{ url: shown.src, type: "image/avif" }]);
    // Under the booking engine, above the main region.
    const engine = await page.locator('[data-app-slot="booking-engine"]').boundingBox();
    const main = await page.getByRole("main").boundingBox();
    expect(shown.top).toBeGreaterThanOrEqual((engine?.y ?? 0) + (engine?.height ?? 0));
    expect(main?.y ?? 0).toBeGreaterThanOrEqual(shown.top + shown.height - 1);
    await settled(page);
  });
}

test("a page without isBillboard has no billboard: its only pictures are its blocks', in the main region", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("main").locator("picture").first()).toBeVisible();
  await expect(page.locator("picture:not(main picture)")).toHaveCount(0);
});
