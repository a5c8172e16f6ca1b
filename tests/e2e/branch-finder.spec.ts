import { answerConsent, expect, hostUrl, hydrated, test } from "./fixtures";

/** The German host tree (`MARKETS=de npm run build:all`); the default market's pages are in public/. */
const de = (path: string): string => hostUrl("www.movanta.de", path);

test.beforeEach(async ({ context, baseURL }) => {
  await answerConsent(context, baseURL ?? "");
  await answerConsent(context, de("/"));
});

test.describe("the branch finder and its city pages", () => {
  test("the finder lists the cities with their branches, and a city's page lists each branch with address, hours and Book here", async ({
    page,
  }) => {
    await page.goto(de("/mietwagen"));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Mietwagen in Ihrer Nähe" })).toBeVisible();
    const munich = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "München" }) });
    await expect(munich).toContainText("München Flughafen");
    await expect(munich.locator("address").first()).toContainText("80331 München");
    await munich.getByRole("link", { name: "München" }).click();

    await expect(page).toHaveURL(de("/mietwagen/munchen"));
    await expect(page).toHaveTitle("Mietwagen in München | Movanta");
    await expect(page.getByRole("heading", { level: 1, name: "Mietwagen in München" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Brotkrümelnavigation" }).getByRole("link")).toHaveText(["Mietwagen-Standorte"]);
    await expect(page.getByRole("heading", { level: 2, name: "Filialen in München" })).toBeVisible();
    const airport = page.locator("#branch-de-munchen-airport");
    await expect(airport.getByRole("heading", { level: 3 })).toHaveText("München Flughafen");
    await expect(airport).toContainText("Montag – Sonntag06:00 – 23:00");
    await expect(airport.locator("time").first()).toHaveAttribute("datetime", "06:00");
    await expect(airport.getByRole("link", { name: /^\+49 / })).toHaveAttribute("href", /^tel:\+49\d+$/);
    await airport.getByRole("link", { name: "Hier buchen: München Flughafen" }).click();
    await expect(page).toHaveURL(de("/?branch=de-munchen-airport"));
  });

  test("a city page describes its branches as AutoRental and its trail as BreadcrumbList structured data", async ({ page }) => {
    await page.goto(de("/mietwagen/munchen"));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map(
      (text) =>
        JSON.parse(text) as {
          "@type"?: string;
          "@graph"?: { "@type": string; name: string; url: string; address: { postalCode: string } }[];
        },
    );
    expect(data.find((d) => d["@type"] === "BreadcrumbList")).toBeDefined();
    const branches = data.find((d) => d["@graph"])?.["@graph"] ?? [];
    expect(branches.map((b) => b["@type"])).toEqual(["AutoRental", "AutoRental", "AutoRental"]);
    expect(branches[0]).toMatchObject({
      name: "Movanta München Flughafen",
      url: "https://www.movanta.de/mietwagen/munchen#branch-de-munchen-airport",
      address: { postalCode: "80331" },
    });
  });

  test("the 404 page's branch link lands on the branch finder", async ({ page }) => {
    await page.goto(de("/gibt-es-nicht"));
    await hydrated(page);
    await page.getByRole("link", { name: "Filiale finden" }).click();
    await expect(page).toHaveURL(de("/mietwagen"));
    await expect(page.getByRole("heading", { level: 2, name: "Filialen nach Stadt" })).toBeVisible();
  });

  test("Book here opens the booking engine with the branch already chosen as the pickup", async ({ page }) => {
    await page.goto("/car-rental/new-york");
    await hydrated(page);
    await page.getByRole("link", { name: "Book here: New York Downtown" }).click();
    await expect(page).toHaveURL(/\/\?branch=us-new-york-centre$/);
    const engine = page.locator('[data-app-slot="booking-engine"]');
    await expect(engine).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(engine.getByLabel("Pickup location")).toHaveValue("New York Downtown");
  });

  test("a city's page in the host's other language is its hreflang alternate and the language switcher's target", async ({ page }) => {
    await page.goto("/car-rental/new-york");
    await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute(
      "href",
      "https://www.movanta.com/es/alquiler-autos/new-york",
    );
    await hydrated(page);
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/alquiler-autos\/new-york$/);
    await expect(page.getByRole("heading", { level: 1, name: "Alquiler de coches en New York" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Reservar aquí: New York Aeropuerto" })).toHaveAttribute(
      "href",
      "/es?branch=us-new-york-airport",
    );
  });
});
