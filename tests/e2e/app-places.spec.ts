import type { Page } from "@playwright/test";
import { appNames } from "../../src/runtime-apps/apps";
import { answerConsent, appsFromLocalServer, expect, hostUrl, hydrated, seriousViolations, test } from "./fixtures";

/** Waits for a slot's app to mount and answers the app's name, as the slot says it. */
async function mountedIn(page: Page, slot: string): Promise<string> {
  const region = page.locator(`[data-app-slot="${slot}"]`);
  // A slot below the first screen starts its app when the visitor comes near: this one scrolls there.
  await region.scrollIntoViewIfNeeded();
  await expect(region, slot).toHaveAttribute("data-app-status", "MOUNTED");
  return (await region.getAttribute("data-app-name")) ?? "";
}

/** Opens a hash route of the current page, as a link of an app does: no page load. */
const openRoute = (page: Page, hash: string): Promise<void> =>
  page.evaluate((next) => {
    window.location.hash = next;
  }, hash);

// Needs the German host tree of build:all (`MARKETS=de npm run build:all`), as every host-tree spec does.
test("every runtime application mounts in its place (docs/runtime-apps.md, 'Where each app lives')", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(60_000);
  const seen = new Set<string>();
  const add = async (slot: string) => seen.add(await mountedIn(page, slot));
  // The new steps' apps are checked for accessibility where they mount (the gates visit each page's first app).
  const addChecked = async (slot: string) => {
    await add(slot);
    expect(await seriousViolations(page, `[data-app-slot="${slot}"]`), slot).toEqual([]);
  };
  await answerConsent(context, `${baseURL}/`);
  // The debugger comes only when debug mode is asked for, never by the local host's default alone.
  await context.addCookies([{ name: "movanta_debug", value: "on", domain: "localhost", path: "/" }]);

  await test.step("the zen funnel, step by step through the hash, and the debugger", async () => {
    await page.goto("/zen");
    await add("funnel-container");
    await add("debugger");
    await expect(page.locator('[data-app-slot="debugger"]').getByRole("cell", { name: "zen-funnel-container" })).toBeVisible();
    for (const [hash, slot] of [
      ["#/search", "zen-search"],
      ["#/offers?branch=st-1001&from=2030-01-02&to=2030-01-05", "zen-offer-list"],
      ["#/extras?offer=of-1", "zen-services"],
      ["#/checkout?offer=of-1&from=2030-01-02&to=2030-01-05", "zen-offer-checkout"],
      ["#/sign-in?next=%23%2Fsearch", "zen-auth"],
      ["#/branches", "zen-nearby-branches"],
      ["#/confirmation?reservation=res-0", "zen-confirmation"],
    ] as const) {
      await openRoute(page, hash);
      await addChecked(slot);
    }
  });

  await test.step("the account area's routes, the business hub, the booking engine and the sign-in widget", async () => {
    await page.goto("/account");
    await add("account-area");
    for (const [hash, slot] of [
      ["#/bookings", "account-bookings"],
      ["#/profiles", "account-profiles"],
      ["#/subscriptions", "account-subscriptions"],
      ["#/invoice-correction", "account-invoice-correction"],
    ] as const) {
      await openRoute(page, hash);
      await add(slot);
    }
    await page.goto("/business/login");
    await add("business-login");
    await page.goto("/business");
    await add("booking-engine");
    await add("sign-in");
  });

  await test.step("the ride apps, the help assistant, the booking journey's steps, the plus list and checkout", async () => {
    await page.goto("/ride");
    await add("ride-booking");
    await add("ride-home");
    await page.goto("/help");
    await add("help-center");
    for (const step of ["offers", "extras", "driver", "confirmation"]) {
      await page.goto(`/booking/${step}`);
      await add(`booking-${step}`);
    }
    await page.goto("/plus/campaign");
    await add("plus-offer-list");
    await page.goto("/plus");
    await hydrated(page);
    // The offers list loads once in view (or at a first interaction) and may take its placeholder's place meanwhile.
    await expect(() => page.getByRole("region", { name: "Car subscription offers" }).scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await page.getByRole("article").first().getByRole("button", { name: "Continue" }).click();
    await add("plus-create-offer");
  });

  await test.step("the German host: zen home, long-term rental and its steps, digital check-out, the unlimited tab", async () => {
    await appsFromLocalServer(page);
    await answerConsent(context, hostUrl("www.movanta.de", "/"));
    await page.goto(hostUrl("www.movanta.de", "/zenhome"));
    await add("zen-home");
    await page.goto(hostUrl("www.movanta.de", "/langzeitmiete"));
    await add("long-term-rental");
    await openRoute(page, "#/mileage-update");
    await addChecked("long-term-rental-mileage");
    await openRoute(page, "#/user-acceptance");
    await addChecked("long-term-rental-acceptance");
    await page.goto(hostUrl("www.movanta.de", "/xpress/go"));
    await add("digital-checkout");
    await page.goto(hostUrl("www.movanta.de", "/plus"));
    await hydrated(page);
    await expect(() => page.getByRole("region", { name: "Auto-Abo-Angebote" }).scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await page.getByRole("tab", { name: "Unlimited" }).click();
    await addChecked("plus-unlimited");
  });

  await test.step("the unsupported-browser app, which the notice script mounts in a browser the site does not support", async () => {
    const old = await browser.newPage();
    await old.addInitScript(() => Reflect.deleteProperty(HTMLDialogElement.prototype, "showModal"));
    await old.goto(`${baseURL}/`);
    await expect(old.getByRole("region", { name: "Browser notice" }).locator("[data-app-root]")).toBeVisible();
    seen.add("unsupported-browser");
    await old.close();
  });

  expect([...appNames].filter((name) => !seen.has(name))).toEqual([]);
});
