import type { Page } from "@playwright/test";
import { answerConsent, expect, hostUrl, hydrated, layoutShift, nextFrames, seriousViolations, settled, test } from "./fixtures";

// The US start page is made of blocks (content/_shared/en/pages/start.json): a hero, the product-line
// teasers (the US site offers no car sharing), reasons, the app banner, city links and questions.
const blockTitles = [
  "Everything that moves you",
  "Why rent with us",
  "Get the Movanta app",
  "Car rental in your city",
  "Questions and answers",
];

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? "");
  // Debug mode (on for localhost) adds a status line above each slot; visitors never see it.
  await context.addCookies([{ name: "movanta_debug", value: "off", domain: "localhost", path: "/" }]);
});

/** Scrolls every block into view in turn, so each lazy picture loads, and waits until every picture has. */
async function showEveryBlock(page: Page): Promise<void> {
  for (const section of await page.getByRole("main").locator("section").all()) await section.scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.locator("main picture img").evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
}

for (const { width, height, hero } of [
  { width: 375, height: 740, hero: /\/static\/media\/hero-road-tall-375x400-[0-9a-f]{16}\.avif$/ },
  { width: 1440, height: 900, hero: /\/static\/media\/hero-road-wide-1200x480-[0-9a-f]{16}\.avif$/ },
]) {
  test.describe(`the US start page's blocks at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("show in their order under the hero's h1, each named by its heading, and shift nothing", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(["The right vehicle for every trip"]);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(blockTitles);
      const tops: number[] = [];
      for (const name of ["The right vehicle for every trip", ...blockTitles]) {
        const region = page.getByRole("region", { name });
        await region.scrollIntoViewIfNeeded();
        await expect(region).toBeVisible();
        tops.push(await region.evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      await settled(page);
      await showEveryBlock(page);
      expect(await layoutShift(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("load the hero's AVIF once, preloaded with high priority and first in line, in a picture of AVIF and WebP with its size", async ({
      page,
    }) => {
      const heroFiles: string[] = [];
      page.on("request", (request) => {
        if (/\/static\/media\/hero-road-/.test(request.url())) heroFiles.push(request.url());
      });
      await page.goto("/");
      const preloads = page.locator('head link[rel="preload"][as="image"]');
      await expect(preloads).toHaveCount(2);
      for (const preload of await preloads.all()) {
        await expect(preload).toHaveAttribute("fetchpriority", "high");
        await expect(preload).toHaveAttribute("type", "image/avif");
      }
      const img = page.getByRole("region", { name: "The right vehicle for every trip" }).locator("picture img");
      await expect(img).toHaveAttribute("fetchpriority", "high");
      await expect(img).not.toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
      const sources = await img
        .locator("xpath=..")
        .locator("source")
        .evaluateAll((list) =>
          list.map((s) => ({ type: s.getAttribute("type"), sized: s.hasAttribute("width") && s.hasAttribute("height") })),
        );
      expect(sources.map((s) => s.type)).toEqual(["image/avif", "image/webp", "image/avif"]);
      expect(sources.every((s) => s.sized)).toBe(true);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const shown = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
      expect(shown).toMatch(hero);
      // The preload and the picture ask for the same file: it comes once.
      await settled(page);
      expect(heroFiles).toEqual([shown]);
    });

    test("load the teasers' pictures lazily, and link each teaser to its line", async ({ page }) => {
      await page.goto("/");
      const teasers = page.getByRole("region", { name: "Everything that moves you" });
      const imgs = teasers.locator("picture img");
      await expect(imgs).toHaveCount(4);
      for (const img of await imgs.all()) await expect(img).toHaveAttribute("loading", "lazy");
      await expect(teasers.getByRole("link")).toHaveText(["Car rental", "Vans and trucks", "Rides with a driver", "Car subscription"]);
      await expect(teasers.getByRole("link", { name: "Vans and trucks" })).toHaveAttribute("href", "/truck");
      await expect(teasers.getByRole("link", { name: "Car sharing" })).toHaveCount(0);
    });

    test("keep each card's width while the rest of its list is still arriving", async ({ page }) => {
      // A slow connection paints a list before its last cards are parsed: the first card must not
      // change its size when the others follow (the columns follow the list's count, not its children).
      await page.goto("/");
      const lists = page.getByRole("main").locator("section ul[data-count]");
      await expect(lists).toHaveCount(2);
      for (const list of await lists.all()) {
        const widths = await list.evaluate((ul) => {
          const first = ul.firstElementChild;
          if (!first) throw new Error("an empty list of cards");
          const whole = first.getBoundingClientRect().width;
          const rest = [...ul.children].slice(1);
          rest.forEach((card) => card.remove());
          const alone = first.getBoundingClientRect().width;
          ul.append(...rest);
          return { whole, alone, cards: rest.length + 1 };
        });
        expect(widths.cards).toBeGreaterThan(1);
        expect(widths.alone).toBe(widths.whole);
      }
    });

    test("open a question with the keyboard, and carry the questions as FAQPage data", async ({ page }) => {
      await page.goto("/");
      const faq = page.getByRole("region", { name: "Questions and answers" });
      const question = faq.locator("summary").first();
      await question.focus();
      await page.keyboard.press("Enter");
      await expect(faq.locator("details").first()).toHaveAttribute("open", "");
      await expect(faq.getByText("Your driving licence, an ID card or passport")).toBeVisible();
      await page.keyboard.press("Space");
      await expect(faq.locator("details").first()).not.toHaveAttribute("open");
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as { "@type"?: string; mainEntity?: unknown[] }));
      const faqPages = data.filter((d) => d["@type"] === "FAQPage");
      expect(faqPages).toHaveLength(1);
      expect(faqPages[0]?.mainEntity).toHaveLength(4);
    });

    test("open the app's stores in a new window without opener", async ({ page }) => {
      await page.goto("/");
      const stores = page.getByRole("region", { name: "Get the Movanta app" }).getByRole("link");
      await expect(stores).toHaveText(["App for iOS (opens in a new window)", "App for Android (opens in a new window)"]);
      for (const store of await stores.all()) {
        await expect(store).toHaveAttribute("target", "_blank");
        await expect(store).toHaveAttribute("rel", /\bnoopener\b/);
      }
    });

    test("lead from a city link to that city's page", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      const city = page.getByRole("region", { name: "Car rental in your city" }).getByRole("link", { name: "New York" });
      await expect(city).toHaveAttribute("href", "/car-rental/new-york");
      await city.click();
      await expect(page).toHaveURL("/car-rental/new-york");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("New York");
    });
  });
}

test("the start page loads the code of its blocks and footer only when they come near, and they then work as after hydration", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // Data saver keeps Gatsby from prefetching the code of the pages the links lead to (prefetch-policy.ts).
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { configurable: true, value: { effectiveType: "4g", saveData: true } }),
  );
  await page.goto("/");
  await settled(page);
  // Their HTML is whole before any of their code: crawlers and visitors without script read it.
  await expect(page.getByRole("region", { name: "Car rental in your city" }).getByRole("link", { name: "New York" })).toBeAttached();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Privacy settings" })).toBeAttached();
  const atRest = scripts.length;

  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const cities = page.getByRole("region", { name: "Car rental in your city" });
  const before = await cities.elementHandle();
  await cities.scrollIntoViewIfNeeded();
  // The chunk of the blocks and the footer (src/layouts/ibe/later-views.ts), asked for only now.
  await expect.poll(() => scripts.length).toBe(atRest + 1);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await settled(page);
  expect(scripts.length).toBe(atRest + 1);
  // The parts' own React roots hydrate the server's nodes: none is replaced, so nothing moves.
  expect(await before?.evaluate((section) => section.isConnected)).toBe(true);
  expect(await layoutShift(page)).toBe(0);

  await page.getByRole("contentinfo").getByRole("button", { name: "Privacy settings" }).click();
  await expect(page.getByRole("dialog", { name: "Privacy settings" })).toBeVisible();
  await page.keyboard.press("Escape");
  await cities.getByRole("link", { name: "New York" }).click();
  await expect(page).toHaveURL("/car-rental/new-york");
  // A client-side navigation: the same document.
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
});

test("the skip link, followed before the blocks' code is in, leaves them as the server wrote them until they hydrate", async ({ page }) => {
  await page.goto("/");
  await settled(page);
  const cities = page.getByRole("region", { name: "Car rental in your city" });
  const before = await cities.elementHandle();
  // Gatsby's router renders the page again on the change of the location's hash.
  await page.getByRole("link", { name: "Skip to main content" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await nextFrames(page, 2);
  expect(await before?.evaluate((section) => section.isConnected)).toBe(true);
  expect(await layoutShift(page)).toBe(0);

  await cities.getByRole("link", { name: "New York" }).click();
  await expect(page).toHaveURL("/car-rental/new-york");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("New York");
});

test("the plus and truck pages show their offers and vehicles after the reasons, before the questions and teasers", async ({ page }) => {
  // The template-part block stands after the reasons (content/_shared/en/pages/{plus,truck}.json).
  const inOrder = async (path: string, order: string[]): Promise<void> => {
    await page.goto(path);
    const headings = page.getByRole("main").getByRole("heading", { level: 2 });
    for (const name of order) await expect(headings.filter({ hasText: name })).toHaveCount(1);
    const shown = await headings.allTextContents();
    expect(shown.filter((text) => order.includes(text))).toEqual(order);
  };
  await inOrder("/plus", ["Why subscribe", "Car subscription offers", "Questions about the subscription", "More from Movanta"]);
  await inOrder("/truck", ["Before you book", "Our vans and trucks", "Questions about vans and trucks", "More from Movanta"]);
});

test("a market that offers only car rental shows only its teaser, and no app banner without store links", async ({ page, context }) => {
  const url = hostUrl("www.movanta.sa");
  await answerConsent(context, url);
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(["The right vehicle for every trip"]);
  await expect(page.getByRole("region", { name: "Everything that moves you" }).getByRole("link")).toHaveText(["Car rental"]);
  await expect(page.getByRole("region", { name: "Why rent with us" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Get the Movanta app" })).toHaveCount(0);
});
