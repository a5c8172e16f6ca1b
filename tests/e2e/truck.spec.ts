import type { Page } from "@playwright/test";
import { appsFromLocalServer, answerConsent, expect, hostUrl, settled, test } from "./fixtures";

/** The booking engine's slot, by the region name the shell gives it. */
const bookingEngine = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("the truck page", () => {
  test("on the German site (/lkw): vans and trucks as cards in German formats, the booking engine in truck mode", async ({
    page,
    context,
  }) => {
    const url = hostUrl("www.movanta.de", "/lkw");
    await answerConsent(context, url);
    await appsFromLocalServer(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Transporter und Lkw mieten" })).toBeVisible();
    const fleet = page.getByRole("region", { name: "Unsere Transporter und Lkw" });
    const cards = fleet.getByRole("listitem");
    await expect(cards).toHaveCount(6);
    const boxVan = cards.filter({ has: page.getByRole("heading", { level: 3, name: "Koffer-Lkw 3,5 t" }) });
    await expect(boxVan.getByRole("definition")).toHaveText(["900\u00a0kg", "19,5\u00a0m³", "4,2\u00a0m", "Klasse B", "3"]);
    await expect(boxVan).toContainText("3,5-t-Kofferaufbau mit Ladebordwand oder ähnlich");

    const engine = bookingEngine(page, "Buchungsmaske");
    await expect(engine).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(engine.getByRole("heading", { name: "Transporter oder Lkw finden" })).toBeVisible();
    await engine.getByLabel("Abholort").fill("Airport Terminal 1");
    await engine.getByRole("button", { name: "Fahrzeuge anzeigen" }).click();
    // The German site has the booking journey: the search goes to its offers page, in truck mode (vehicle type L).
    await page.waitForURL((address) => address.pathname === "/buchen/angebote" && address.searchParams.get("type") === "L");
    const offers = page.getByRole("region", { name: "Fahrzeugangebote", exact: true });
    await expect(offers).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(offers.getByRole("list")).toContainText("Box van 3.5 t oder ähnlich");
    await expect(offers.getByRole("list")).not.toContainText("Compact hatchback");
  });

  test("on the default market (/truck): the same fleet in pounds, cubic feet and feet, from the start page's menu", async ({
    page,
    context,
    baseURL,
  }) => {
    await answerConsent(context, baseURL ?? "");
    await page.goto("/");
    await settled(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Main menu" }).getByRole("link", { name: "Van and truck rental" }).click();
    await expect(page).toHaveURL(/\/truck$/);
    const fleet = page.getByRole("region", { name: "Our vans and trucks" });
    const mediumVan = fleet.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Medium van" }) });
    await expect(mediumVan.getByRole("definition")).toHaveText(["2,535\u00a0lb", "300\u00a0ft³", "9.8\u00a0ft", "Class B", "3"]);
    await expect(bookingEngine(page, "Booking engine").getByRole("heading", { name: "Find your van or truck" })).toBeVisible();
  });
});

test.describe("the German sites' extra pages", () => {
  for (const [path, heading] of [
    ["/movanta-mieten", "Unsere Mietwagen-Flotte"],
    ["/magazin", "Das Movanta Magazin"],
    ["/xpress/go", "Digitaler Check-out"],
    ["/zenhome", "Movanta Zen"],
    ["/digital-anmieten", "Digital anmieten"],
  ] as const) {
    test(`${path} answers 200 with its page`, async ({ page }) => {
      const response = await page.goto(hostUrl("www.movanta.de", path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }

  test("the fleet page lists car classes, and its booking engine searches cars", async ({ page }) => {
    await appsFromLocalServer(page);
    await page.goto(hostUrl("www.movanta.de", "/movanta-mieten"));
    const small = page.getByRole("region", { name: "Unsere Fahrzeugklassen" }).getByRole("listitem").first();
    await expect(small.getByRole("heading", { level: 3 })).toHaveText("Kleinwagen");
    await expect(small.getByRole("definition")).toHaveText(["4", "1", "Schaltgetriebe", "Klasse B"]);
    await expect(bookingEngine(page, "Buchungsmaske").getByRole("heading", { name: "Finden Sie Ihren Mietwagen" })).toBeVisible();
  });

  test("xpress/go mounts the digital check-out app, which checks the booking number", async ({ page }) => {
    await appsFromLocalServer(page);
    await page.goto(hostUrl("www.movanta.de", "/xpress/go"));
    const app = page.getByRole("region", { name: "Digitaler Check-out" });
    await expect(app).toHaveAttribute("data-app-status", "MOUNTED");
    await app.getByLabel("Buchungsnummer").fill("123");
    await app.getByLabel("Nachname").fill("Muster");
    await app.getByRole("button", { name: "Check-out starten" }).click();
    await expect(app.getByRole("alert")).toHaveText("Eine Buchungsnummer hat 10 Ziffern.");
  });

  test("the menu leads from the start page to the fleet, digital pick-up and magazine", async ({ page, context }) => {
    const url = hostUrl("www.movanta.de", "/");
    await answerConsent(context, url);
    await page.goto(url);
    await settled(page);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("dialog", { name: "Hauptmenü" });
    for (const [name, path] of [
      ["Unsere Flotte", "/movanta-mieten"],
      ["Digital anmieten", "/digital-anmieten"],
      ["Magazin", "/magazin"],
    ] as const) {
      await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
    }
  });
});
