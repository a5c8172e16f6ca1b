import type { Page } from "@playwright/test";
import { answerConsent, expect, hostUrl, hydrated, networkBarrier, test } from "./fixtures";

type Branch = { id: string; name: string; city: string; openingDays: string[] };

const list = (page: Page) => page.getByRole("region", { name: "Car subscription offers" });
const cards = (page: Page) => list(page).getByRole("article");
const count = (page: Page) => list(page).locator("[aria-live=polite]");
/** The number of offers the list says it shows. */
const shownCount = async (page: Page): Promise<number> => Number((await count(page).innerText()).replace(/\D/g, "") || 0);

/** Opens the filters where they sit behind their own button (below 960 px). */
async function openFilters(page: Page) {
  const toggle = list(page).getByRole("button", { name: "Filters", exact: true });
  if (await toggle.isVisible()) await toggle.click();
}

/**
 * Brings the list near, as a visitor scrolling down does: below the first screen (a phone's) it loads
 * only then. Its placeholder is the same region.
 */
async function nearList(page: Page, region = list(page)) {
  await hydrated(page);
  // Where the list is near already, it takes the placeholder's place meanwhile: scroll to the one there then.
  await expect(() => region.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
}

async function openPlus(page: Page, query = "") {
  await page.goto(`/plus${query}`);
  await nearList(page);
  await expect(count(page)).toHaveText(/\d+ offers?|No offers/);
}

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, `${baseURL}/`);
});

for (const [width, height] of [
  [375, 740],
  [1440, 900],
] as const) {
  test.describe(`the plus offers list at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("shows the US offers from the API with price, fee, term and bonus, a page at a time", async ({ page }) => {
      await openPlus(page);
      await expect(count(page)).toHaveText("27 offers");
      await expect(cards(page)).toHaveCount(12);
      const first = cards(page).first();
      await expect(first).toContainText(/\$[\d,]+\.00 per month/);
      await expect(first).toContainText("One-time sign-up fee");
      await expect(first).toContainText("Minimum term");
      await expect(first).toContainText("Loyalty refund bonus");
      await list(page).getByRole("button", { name: "Show more offers" }).click();
      await expect(cards(page)).toHaveCount(24);
      await expect(
        page.getByRole("region", { name: "Subscription offers", exact: true }),
        "the demo app no longer mounts on /plus",
      ).toHaveCount(0);
    });

    test("each filter narrows the list, chips remove themselves, reset clears all, and the URL keeps it all", async ({ page }) => {
      // Many steps and page loads: a shared, busy machine needs more than the default 30 s.
      test.slow();
      await openPlus(page);
      await openFilters(page);
      const steps: [string, RegExp][] = [
        ["checkbox", /^Automatic transmission/],
        ["checkbox", /^Combustion engine/],
        ["checkbox", /^Within a few days/],
      ];
      let before = await shownCount(page);
      for (const [role, name] of steps) {
        await list(page)
          .getByRole(role as "checkbox", { name })
          .check();
        // The count follows the filter once the list has re-rendered: wait for that state.
        await expect.poll(() => shownCount(page)).toBeLessThan(before);
        before = await shownCount(page);
      }
      // Counts beside each value say what the value would leave.
      await openPlus(page);
      await openFilters(page);
      for (const name of [/^SUV/, /^Hybrid/, /^21 years or older/]) {
        const label = list(page)
          .locator("label")
          .filter({ has: page.getByRole(name.source.includes("years") ? "radio" : "checkbox", { name }) });
        const expected = Number(/\((\d+)\)/.exec(await label.innerText())?.[1]);
        await label.click();
        await expect(count(page)).toHaveText(new RegExp(`^${expected} offers?$`));
      }
      await expect(page).toHaveURL(/type=suv/);
      await expect(page).toHaveURL(/fuel=hybrid/);
      await expect(page).toHaveURL(/age=21/);
      const narrowed = await count(page).innerText();

      // The budget: the lowest price's slider moves up by keyboard, never closer than 100 to the highest.
      await openPlus(page);
      await openFilters(page);
      const lowest = list(page).getByRole("slider", { name: "Lowest monthly price" });
      const all = await shownCount(page);
      await lowest.focus();
      for (let i = 0; i < 30; i++) await page.keyboard.press("ArrowRight");
      expect(await shownCount(page)).toBeLessThan(all);
      await expect(page).toHaveURL(/min=\d+/);
      await page.keyboard.press("End");
      const max = Number(await list(page).getByRole("slider", { name: "Highest monthly price" }).inputValue());
      expect(max - Number(await lowest.inputValue())).toBeGreaterThanOrEqual(100);

      // Round trip: a shared link, a reload and going back bring the same list.
      await page.goto("/plus?type=suv&fuel=hybrid&age=21");
      await nearList(page);
      await expect(count(page)).toHaveText(narrowed);
      await page.reload();
      await nearList(page);
      await expect(count(page)).toHaveText(narrowed);
      await openFilters(page);
      await expect(list(page).getByRole("checkbox", { name: /^SUV/ })).toBeChecked();
      await page.goto("/help");
      await page.goBack();
      await nearList(page);
      await expect(count(page)).toHaveText(narrowed);

      const chips = list(page).getByRole("group", { name: "Active filters" });
      await chips.getByRole("button", { name: "Remove filter: Hybrid" }).click();
      await expect(page).not.toHaveURL(/fuel=/);
      await expect(chips.getByRole("button", { name: /Remove filter/ })).toHaveCount(2);
      await chips.getByRole("button", { name: "Reset filters" }).click();
      await expect(count(page)).toHaveText("27 offers");
      await expect(page).toHaveURL(/\/plus$/);
    });

    test("a link with bad values opens the list without an error, and a list filtered to nothing says so with a reset", async ({
      page,
    }) => {
      await openPlus(page, "?type=tank&age=-3&date=2026-02-31&branch=<x>&min=abc");
      await expect(count(page)).toHaveText("27 offers");
      await openPlus(page, "?type=convertible&fuel=hybrid");
      await expect(list(page).getByRole("heading", { name: "Sorry, no offers found" })).toBeVisible();
      await expect(list(page).getByText("No offers match all of your filters.")).toBeVisible();
      await list(page).getByRole("button", { name: "Reset filters" }).last().click();
      await expect(count(page)).toHaveText("27 offers");
    });

    test("the pickup location dropdown opens and closes, lists cities and all branches, and refuses a 7th branch", async ({ page }) => {
      await openPlus(page);
      const button = list(page).getByRole("button", { name: /^Pickup location/ });
      const panel = list(page).getByRole("group", { name: "Pickup location" });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(panel.getByRole("group").first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await page.getByRole("heading", { level: 1 }).click();
      await expect(panel).toBeHidden();

      await button.click();
      await panel.getByRole("button", { name: "Overview of all branches" }).click();
      const boxes = panel.getByRole("checkbox");
      for (let i = 0; i < 6; i++) await boxes.nth(i).check();
      await boxes.nth(6).click();
      await expect(boxes.nth(6)).not.toBeChecked();
      await expect(panel.getByRole("alert")).toHaveText("You can select up to 6 branches.");
      await expect(page).toHaveURL(/branch=([^,&]+,){5}[^,&]+(&|$)/);
    });

    test("the pickup date calendar starts the week on Sunday, refuses days before the minimum and resets a day a chosen branch is closed", async ({
      page,
      request,
    }) => {
      const { branches } = (await (await request.get("/api/v2/apps/subscriptionbranches?country=US")).json()) as { branches: Branch[] };
      const closedSaturday = branches.find((b) => !b.openingDays.includes("SAT"));
      if (!closedSaturday) throw new Error("the fixture has a branch closed on Saturdays");
      await openPlus(page);
      const dateButton = list(page).getByRole("button", { name: /^Pickup date/ });
      await dateButton.click();
      const calendar = page.getByRole("dialog", { name: "Pickup date" });
      await expect(calendar).toBeVisible();
      const tomorrow = await page.evaluate(() => {
        const d = new Date();
        d.setDate(d.getDate() + 1);
        return {
          day: d.getDate(),
          text: `${String(d.getMonth() + 1).padStart(2, "0")}/${String(d.getDate()).padStart(2, "0")}/${d.getFullYear()}`,
        };
      });
      await expect(calendar.getByText(`The date must not be before ${tomorrow.text}.`)).toBeVisible();
      await expect(calendar.locator("th").first()).toHaveAttribute("aria-label", "Sunday");
      const today = calendar.locator(".rdp-today button");
      if (await today.count()) await expect(today).toBeDisabled();
      // The next Saturday from tomorrow on.
      const saturday = calendar.locator("td:not(.rdp-disabled):not(.rdp-outside) button").filter({ hasText: /^\d+$/ });
      let picked = "";
      for (let attempt = 0; attempt < 2 && !picked; attempt++) {
        const labels = await saturday.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
        picked = labels.find((l) => l.startsWith("Saturday")) ?? "";
        if (!picked) await calendar.getByRole("button", { name: /next month/i }).click();
      }
      await calendar.getByRole("button", { name: picked }).click();
      await expect(calendar).toBeHidden();
      await expect(dateButton).toBeFocused();
      await expect(dateButton).toContainText(/\d\d\. [A-Z][a-z]{2}\b/);

      await list(page)
        .getByRole("button", { name: /^Pickup location/ })
        .click();
      await list(page)
        .getByRole("group", { name: "Pickup location" })
        .getByRole("checkbox", { name: new RegExp(`^${closedSaturday.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(\\d+\\)$`) })
        .check();
      await expect(list(page).getByRole("alert").filter({ hasText: closedSaturday.name })).toHaveText(
        `${closedSaturday.name} is closed on the date you chose, so we have reset your pickup date. Please choose another date.`,
      );
      await page.keyboard.press("Escape");
      await expect(dateButton).toContainText("Select a date");
      await expect(page).not.toHaveURL(/date=/);
    });

    test("'More details' opens the details dialog by keyboard, and focus returns to the button", async ({ page }) => {
      await openPlus(page);
      const more = cards(page).first().getByRole("button", { name: "More details" });
      await more.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: /Vehicle details/ });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      await expect(dialog).toContainText("Driver's license category");
      await expect(dialog).toContainText("Contract term");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(more).toBeFocused();
      // A van shows payload and loading space.
      await openPlus(page, "?type=van");
      await cards(page).first().getByRole("button", { name: "More details" }).click();
      await expect(page.getByRole("dialog")).toContainText(/Payload\d[\d,]* kg/);
      await expect(page.getByRole("dialog")).toContainText(/Loading space[\d.]+ m³/);
    });

    test("'Continue' hands the offer and the chosen term to the create-offer app", async ({ page }) => {
      await openPlus(page, "?term=12");
      const first = cards(page).first();
      const model = await first.getByRole("heading").innerText();
      await first.getByRole("button", { name: "Continue" }).click();
      const dialog = page.getByRole("dialog", { name: model });
      const app = dialog.getByRole("region", { name: "Subscription checkout" });
      await expect(app).toHaveAttribute("data-app-status", "MOUNTED");
      await expect(app).toContainText("12 months");
      await expect(app.locator("[data-offer-id]")).toHaveAttribute("data-offer-id", /^us-sub-\d\d$/);
    });

    test("a failing API shows the error state, and 'Try again' loads the list", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "fixture-fault", value: "subscription.offersWithTenure:500", url: baseURL ?? "" }]);
      await page.goto("/plus");
      await nearList(page);
      await expect(list(page).getByRole("heading", { name: "The offers could not be loaded" })).toBeVisible({ timeout: 10_000 });
      await context.clearCookies({ name: "fixture-fault" });
      await list(page).getByRole("button", { name: "Try again" }).click();
      await expect(count(page)).toHaveText("27 offers");
    });
  });
}

test.describe("the plus offers list below a phone's first screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("asks for no offers and renders no card until the visitor comes near, then shows them", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => void (/\/subscription\/.*offers/.test(request.url()) && asked.push(request.url())));
    await page.goto("/plus");
    await hydrated(page);
    await networkBarrier(page);
    expect(asked).toEqual([]);
    await expect(list(page)).not.toHaveAttribute("aria-busy", "true");
    await expect(cards(page)).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(count(page)).toHaveText("27 offers");
    await expect(cards(page)).toHaveCount(12);
    expect(asked).toHaveLength(1);
  });
});

test.describe("the plus offers list below a desktop's first screen", () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test("loads neither the list nor the flag client until the visitor first interacts, then both", async ({ page }) => {
    const asked: string[] = [];
    const watched = /\/subscription\/.*offers|\/flags\/v1\/sdk\/.*\/config/;
    page.on("request", (request) => void (watched.test(request.url()) && asked.push(request.url())));
    await page.goto("/plus");
    await hydrated(page);
    await networkBarrier(page);
    expect(asked).toEqual([]);
    await page.mouse.move(200, 200);
    await expect(count(page)).toHaveText("27 offers");
    await expect.poll(() => asked.length).toBe(2);
  });
});

// Needs the German host tree of build:all (`MARKETS=de npm run build:all`), as every host-tree spec does.
test.describe("the plus offers list on a decimal-comma market", () => {
  test("the German site shows euro prices with a decimal comma, DD.MM.YYYY dates and weeks from Monday", async ({
    page,
    context,
    baseURL,
  }) => {
    const url = hostUrl("www.movanta.de", "/plus");
    // A production host calls the production API; the local fixture stands in for it.
    await page.route(/^https:\/\/api\.movanta\.example\//, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace("https://api.movanta.example", `${baseURL}/api`) });
      await route.fulfill({ response });
    });
    await answerConsent(context, hostUrl("www.movanta.de", "/"));
    await page.goto(url);
    const offers = page.getByRole("region", { name: "Auto-Abo-Angebote" });
    await nearList(page, offers);
    await expect(offers.locator("[aria-live=polite]")).toHaveText("27 Angebote");
    await expect(offers.getByRole("article").first()).toContainText(/\d+,00\s€ pro Monat/);
    await offers.getByRole("button", { name: /^Abholdatum/ }).click();
    const calendar = page.getByRole("dialog", { name: "Abholdatum" });
    await expect(calendar.locator("th").first()).toHaveAttribute("aria-label", "Montag");
    await expect(calendar.getByText(/^Das Datum darf nicht vor dem \d\d\.\d\d\.\d{4} liegen\.$/)).toBeVisible();
    await page.keyboard.press("Escape");
    await offers.getByRole("article").first().getByRole("button", { name: "Mehr Details" }).click();
    await expect(page.getByRole("dialog", { name: /Fahrzeugdetails/ })).toContainText(/\d\d\.\d\d\.\d{4}/);
  });
});
