import type { Page } from "@playwright/test";
import { expect, hostUrl, settled, test } from "./fixtures";

/** A market without plus, so isManageSubscriptionsHidden (build it: MARKETS=mt npm run build:all). */
const malta = "www.movanta.mt";
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Marks the window: the mark survives a hash switch and is gone after a page load. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { accountAreaMark: true }));
const marked = (page: Page) => page.evaluate(() => Reflect.get(window, "accountAreaMark") === true);

/** Changes the hash as an address-bar edit does: no click, no key in the page. */
const setHash = (page: Page, hash: string) => page.evaluate((h) => void (window.location.hash = h), hash);

test.beforeEach(async ({ context }) => {
  // Debug mode (on for localhost) adds a status line above each slot.
  for (const domain of ["localhost", malta]) await context.addCookies([{ name: "movanta_debug", value: "off", domain, path: "/" }]);
});

test.describe("the account area", () => {
  test("mounts the bookings app for #/bookings, then switches to profiles on a new hash without a page load", async ({ page }) => {
    await page.goto("/account#/bookings");
    const bookings = region(page, "Bookings");
    await expect(bookings).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(bookings).toContainText("Sign in with the button at the top of the page to see your upcoming and past bookings.");
    await expect(page).toHaveTitle("My bookings – My account | Movanta");
    await mark(page);

    await setHash(page, "#/profiles");
    const profiles = region(page, "Profiles");
    await expect(profiles).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(profiles.getByRole("list", { name: "Profile types" })).toContainText("Business");
    await expect(bookings).toHaveCount(0);
    await expect(page.getByText("to see your upcoming and past bookings")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Profiles" })).toBeFocused();
    await expect(page).toHaveTitle("Profiles – My account | Movanta");
    expect(await marked(page)).toBe(true);
  });

  test("switches app when a menu link or a link of the app itself names another route, on the same page", async ({ page }) => {
    await page.goto("/account");
    const home = region(page, "Your account");
    await expect(home).toHaveAttribute("data-app-status", "MOUNTED");
    await mark(page);
    await home.getByRole("link", { name: "Find a booking without signing in" }).click();
    await expect(region(page, "Bookings").getByRole("form", { name: "Find your booking" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Manage my booking" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "My subscriptions" })).toHaveAttribute("href", "/account#/subscriptions");
    await menu.getByRole("link", { name: "Profiles" }).click();
    await expect(region(page, "Profiles")).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(page.getByRole("heading", { level: 2, name: "Profiles" })).toBeFocused();
    await expect(page).toHaveURL(/\/account#\/profiles$/);
    expect(await marked(page)).toBe(true);
  });

  test("opens the home, the account's overview, for an unknown hash", async ({ page }) => {
    await page.goto("/account#/no-such-route");
    const home = region(page, "Your account");
    await expect(home).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(home.getByRole("list", { name: "Your account" })).toContainText("My bookings");
    await expect(home.getByRole("link", { name: "My subscriptions" })).toHaveAttribute("href", "#/subscriptions");
    await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    await expect(page).toHaveTitle("My account | Movanta");
  });

  for (const width of [375, 1440]) {
    test(`shifts nothing at ${width} px on its first mount, a route other than the server HTML's home, nor when the hash switches the app`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { accountShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push(Reflect.get(entry, "value"));
        }).observe({ type: "layout-shift", buffered: true });
      });
      const total = () => page.evaluate(() => (Reflect.get(window, "accountShifts") as number[]).reduce((sum, value) => sum + value, 0));
      await page.goto("/account#/manage-my-booking-info");
      await settled(page);
      expect(await total()).toBeLessThanOrEqual(0.01);
      for (const [hash, name] of [
        ["#/profiles", "Profiles"],
        ["#/account", "Account settings"],
        ["#/subscriptions", "Subscriptions"],
        ["#/bookings", "My bookings"],
        ["#/", "Overview"],
      ] as const) {
        await setHash(page, hash);
        await expect(page.getByRole("heading", { level: 2, name })).toBeFocused();
        await settled(page);
      }
      expect(await total()).toBeLessThanOrEqual(0.01);
    });
  }

  test("has no subscriptions route, overview link nor menu link where the market hides it", async ({ page }) => {
    // A production host loads its apps from the app host; the local demo apps stand in for it.
    const port = process.env.PORT ?? 9000;
    await page.route("https://apps.movanta.example/**", async (route) =>
      route.fulfill({
        response: await route.fetch({
          url: route.request().url().replace("https://apps.movanta.example/", `http://localhost:${port}/apps/`),
        }),
      }),
    );
    await page.goto(hostUrl(malta, "/account#/subscriptions"));
    await expect(region(page, "Your account")).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    await expect(region(page, "Subscriptions")).toHaveCount(0);
    await expect(region(page, "Your account").getByRole("link", { name: "Profiles" })).toBeVisible();
    await expect(region(page, "Your account").getByRole("link", { name: "My subscriptions" })).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Profiles" })).toHaveAttribute("href", "/account#/profiles");
    await expect(menu.getByRole("link", { name: "My subscriptions" })).toHaveCount(0);
  });
});

test.describe("the business pages", () => {
  test("mount the business hub in its login mode on the login page", async ({ page }) => {
    await page.goto("/business/login");
    await expect(page.getByRole("heading", { level: 1, name: "Business login" })).toBeVisible();
    const hub = region(page, "Business login");
    await expect(hub).toHaveAttribute("data-app-status", "MOUNTED");
    const form = hub.getByRole("form", { name: "Business login" });
    await expect(form.getByLabel("Business email")).toBeVisible();
    await expect(form.getByLabel("Company name")).toHaveCount(0);
    await form.getByRole("button", { name: "Log in" }).click();
    await expect(hub.getByRole("status")).toHaveText("Required field cannot be left empty.");
    await expect(form.getByLabel("Business email")).toBeFocused();
    await page.getByRole("link", { name: "No business account yet? Open one" }).click();
    await expect(page).toHaveURL(/\/business\/signup$/);
  });

  test("mount the business hub in its sign-up mode on the sign-up page, with the spec's password rules", async ({ page }) => {
    await page.goto("/business/signup");
    const hub = region(page, "Business sign-up");
    const form = hub.getByRole("form", { name: "Open a business account" });
    for (const [label, value] of [
      ["Company name", "Acme Ltd"],
      ["First name", "Ada"],
      ["Last name", "Muster"],
      ["Business email", "ada@acme.example"],
      ["Password", "short"],
    ] as const) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    await form.getByRole("button", { name: "Create business account" }).click();
    await expect(hub.getByRole("status")).toHaveText("Password: at least 8 characters.");
  });
});
