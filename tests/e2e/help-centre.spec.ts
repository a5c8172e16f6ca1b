import type { Page } from "@playwright/test";
import { DEBOUNCE_MS } from "../../src/features/help-centre/search/use-help-search";
import { answerConsent, expect, gotoWithStoppedClock, hydrated, networkBarrier, runClockUntil, slotsStarted, test } from "./fixtures";

/** The web API's limit for a help search (src/web-api/help-centre.ts), after which the build's index answers. */
const SEARCH_LIMIT_MS = 4000;

const search = (page: Page) => page.getByRole("searchbox", { name: "Search the help center" });
const status = (page: Page) => page.getByRole("status").filter({ hasText: /result|No articles|Searching/ });

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? "");
});

test.describe("help centre pages built from the web API", () => {
  test("the home lists featured articles and the categories with their sections, and links down to an article", async ({ page }) => {
    await page.goto("/help");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2, name: "Featured articles" })).toBeVisible();
    await page.getByRole("link", { name: "Booking and changes" }).click();
    await expect(page).toHaveURL(/\/help\/categories\/booking-and-changes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Booking and changes" })).toBeVisible();
    await page.getByRole("link", { name: "Changes and cancellations" }).first().click();
    await expect(page).toHaveURL(/\/help\/sections\/changes-and-cancellations$/);
    await page.getByRole("link", { name: "How do I change my booking?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "How do I change my booking?" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Help center", "Booking and changes", "Changes and cancellations"]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("How do I change my booking?");
    await expect(page.getByRole("heading", { name: "Other articles in this section" })).toBeVisible();
  });

  test("an article carries its breadcrumbs as BreadcrumbList structured data", async ({ page }) => {
    await page.goto("/help/articles/how-do-i-change-my-booking");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null");
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      "Help center",
      "Booking and changes",
      "Changes and cancellations",
      "How do I change my booking?",
    ]);
    expect(data.itemListElement[3].item).toBe("https://www.movanta.com/help/articles/how-do-i-change-my-booking");
  });

  test("a ride help article sits in the ride layout with the ride centre's trail", async ({ page }) => {
    await page.goto("/ride/help/articles/can-i-cancel-a-ride");
    await expect(page.getByRole("heading", { level: 1, name: "Can I cancel a ride?" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").first()).toHaveText("Ride help");
  });

  test("the language switcher of an article leads to the same article in the host's other language", async ({ page }) => {
    await page.goto("/help/articles/how-do-i-change-my-booking");
    await hydrated(page);
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/help\/articles\/[a-z0-9-]+$/);
    await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toBeVisible();
  });

  test("the Spanish pages of the host come from the API in Spanish", async ({ page }) => {
    await page.goto("/es/help");
    await expect(page.getByRole("heading", { level: 2, name: "Artículos destacados" })).toBeVisible();
    await expect(page.getByRole("link", { name: /reserva/i }).first()).toHaveAttribute("href", /^\/es\/help\//);
  });
});

test.describe("help search", () => {
  test("asks for 3 characters, refuses more than 100, and searches from 3", async ({ page }) => {
    await page.goto("/help/search");
    await hydrated(page);
    await search(page).fill("de");
    await expect(page.getByText("Please enter at least 3 characters to see relevant suggestions.")).toBeVisible();
    await expect(search(page)).toHaveAttribute("aria-invalid", "true");
    await search(page).fill("d".repeat(101));
    await expect(page.getByText("Your search can't be longer than 100 characters. Try something shorter")).toBeVisible();
    await search(page).fill("deposit");
    await expect(status(page)).toHaveText("5 results");
    await expect(search(page)).toHaveAttribute("aria-invalid", "false");
    await expect(page).toHaveURL(/\?q=deposit$/);
  });

  test("highlights the matched words with mark elements and no HTML of the API", async ({ page }) => {
    await page.goto("/help/search?q=deposit");
    await expect(status(page)).toHaveText("5 results");
    const first = page.getByRole("region", { name: "Search results" }).getByRole("listitem").first();
    await expect(first.locator("mark").first()).toHaveText(/^deposit$/i);
  });

  test("shows more results a page at a time, then says the results have ended", async ({ page }) => {
    await page.goto("/help/search?q=car");
    await expect(status(page)).toHaveText("28 results");
    const items = page.getByRole("region", { name: "Search results" }).getByRole("listitem");
    await expect(items).toHaveCount(10);
    await page.getByRole("button", { name: "Show more results" }).click();
    await expect(items).toHaveCount(20);
    await page.getByRole("button", { name: "Show more results" }).click();
    await expect(items).toHaveCount(28);
    await expect(page.getByText("You have reached the end of the results.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Show more results" })).toHaveCount(0);
  });

  test("says no articles were found and offers the contact options", async ({ page }) => {
    await page.goto("/help/search");
    await hydrated(page);
    await search(page).fill("zeppelin");
    await expect(status(page)).toHaveText("No articles found");
    await expect(page.getByText("Try different keywords or browse our help topics.")).toBeVisible();
    await expect(page.getByRole("link", { name: "+1 (888) 274-9000" })).toHaveAttribute("href", "tel:+18882749000");
    await expect(page.getByRole("link", { name: "Send us a message" })).toBeVisible();
  });

  test("a search in the URL is run on load, and the back button returns to it", async ({ page }) => {
    await page.goto("/help/search?q=refund");
    await expect(status(page)).toHaveText(/\d+ results?/);
    const firstResult = page.getByRole("region", { name: "Search results" }).getByRole("link").first();
    const title = await firstResult.textContent();
    await firstResult.click();
    await expect(page.getByRole("heading", { level: 1, name: title ?? "" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/help\/search\?q=refund$/);
    await expect(search(page)).toHaveValue("refund");
    await expect(status(page)).toHaveText(/\d+ results?/);
  });

  // The debounce and the 4 s limit run on the page's clock (docs/testing.md): typing takes no page time, however slow the machine.
  test("typing waits for a pause: one search for a word typed at once, another after a pause, the last for the whole word", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (r) => r.url().includes("/knowledge-article/search") && asked.push(new URL(r.url()).searchParams.get("q") ?? ""));
    await gotoWithStoppedClock(page, "/help/search", () => slotsStarted(page));
    await search(page).pressSequentially("dep");
    await page.clock.runFor(DEBOUNCE_MS - 1);
    await networkBarrier(page);
    expect(asked).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => asked).toEqual(["dep"]);
    await search(page).pressSequentially("osit");
    await page.clock.runFor(DEBOUNCE_MS);
    await expect.poll(() => asked).toEqual(["dep", "deposit"]);
    await runClockUntil(page, async () => (await status(page).textContent()) === "5 results");
  });

  test("a new query cancels the request of the one it supersedes", async ({ page, context, baseURL }) => {
    // The first query's answer never comes in the test's time (on a slowed machine a short delay
    // ended before the next query was typed); the next one's comes at once.
    await context.addCookies([{ name: "fixture-fault", value: "help.rent.search:slow-60000", url: baseURL ?? "" }]);
    await page.goto("/help/search");
    await hydrated(page);
    const first = page.waitForRequest((r) => r.url().includes("q=deposit"));
    const cancelled = page.waitForEvent("requestfailed", (r) => r.url().includes("q=deposit&") || r.url().endsWith("q=deposit"));
    await search(page).fill("deposit");
    await first;
    await context.clearCookies({ name: "fixture-fault" });
    await search(page).fill("refund");
    expect((await cancelled).failure()?.errorText).toMatch(/ABORTED/);
    await expect(search(page)).toHaveValue("refund");
    await expect(status(page)).toHaveText(/\d+ results?/);
    await expect(page).toHaveURL(/\?q=refund$/);
  });

  test("when the search API fails, results come from the build's index with a notice", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "fixture-fault", value: "help.rent.search:500", url: baseURL ?? "" }]);
    const index = page.waitForRequest(/\/help\/search-index\.en-US\.json$/);
    await page.goto("/help/search?q=deposit");
    await index;
    await expect(status(page)).toHaveText("5 results");
    await expect(
      page.getByText(
        "Our search is not responding right now, so these results come from a saved copy of our articles and may be incomplete.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Search results" }).locator("mark").first()).toBeVisible();
  });

  test("when the search API is too slow, the index answers after the search's 4 s limit", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "fixture-fault", value: "help.rent.search:slow", url: baseURL ?? "" }]);
    let sent = false;
    page.on("request", (r) => void (r.url().includes("/knowledge-article/search") && (sent = true)));
    const moved = await gotoWithStoppedClock(
      page,
      "/help/search?q=deposit",
      async () => sent && (await status(page).textContent()) === "Searching…",
    );
    // The request went out within the clock's first `moved` ms: just before 4 s from then it still waits.
    await page.clock.runFor(SEARCH_LIMIT_MS - moved - 1);
    await expect(status(page)).toHaveText("Searching…");
    await page.clock.runFor(moved + 1);
    await runClockUntil(page, async () => (await status(page).textContent()) === "5 results");
    await expect(page.getByText(/may be incomplete/)).toBeVisible();
  });

  test("the index is not loaded while the API answers", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (r) => r.url().includes("search-index") && loaded.push(r.url()));
    await page.goto("/help/search?q=deposit");
    await expect(status(page)).toHaveText("5 results");
    expect(loaded).toEqual([]);
  });

  test("when the API and the index both fail, the search says so and offers a retry", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "fixture-fault", value: "help.rent.search:network", url: baseURL ?? "" }]);
    await page.route(/search-index/, (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/help/search?q=deposit");
    await expect(page.getByRole("alert").filter({ hasText: "Search is not available right now. Please try again." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  test("the ride help centre searches its own articles", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => /\/api\/v1\/(knowledge-article|ride-help-centre)\//.test(r.url()) && asked.push(new URL(r.url()).pathname));
    await page.goto("/ride/help?q=driver");
    await expect(status(page)).toHaveText(/\d+ results?/);
    expect(asked).toEqual(["/api/v1/ride-help-centre/search"]);
  });
});

test.describe("was this article helpful?", () => {
  const article = "/help/articles/how-do-i-cancel-my-booking";

  test("Yes thanks the visitor once, and the vote is remembered for the article", async ({ page }) => {
    await page.goto(article);
    await hydrated(page);
    const votes: string[] = [];
    page.on("request", (r) => r.method() === "POST" && votes.push(r.postData() ?? ""));
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeFocused();
    expect(votes).toEqual(['{"helpful":true}']);
    await page.reload();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes" })).toHaveCount(0);
    expect(votes).toHaveLength(1);
  });

  test("No shows the contact options: phone, e-mail, the contact form and the chat feedback link", async ({ page }) => {
    await page.goto("/help/articles/how-do-i-add-a-second-driver");
    await hydrated(page);
    await page.getByRole("button", { name: "No" }).click();
    await expect(page.getByText("We're sorry this article didn't help. Get in touch with us:")).toBeFocused();
    await expect(page.getByRole("link", { name: "service-us@movanta.example" })).toHaveAttribute(
      "href",
      "mailto:service-us@movanta.example",
    );
    await expect(page.getByRole("link", { name: /feedback on our chat/ })).toHaveAttribute(
      "href",
      "https://feedback.movanta.example/chat/us",
    );
  });

  test("a failed vote says so and can be sent again", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "fixture-fault", value: "help.rent.vote:500", url: baseURL ?? "" }]);
    await page.goto("/help/articles/how-do-i-book-a-car-online");
    await hydrated(page);
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByRole("alert")).toHaveText("We could not send your answer. Please try again.");
    await context.clearCookies({ name: "fixture-fault" });
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Thank you for your feedback!")).toBeVisible();
  });
});
