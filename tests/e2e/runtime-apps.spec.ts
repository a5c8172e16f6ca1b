import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Route } from "@playwright/test";
import { expect, holdRequests, hostUrl, layoutShift, networkBarrier, settled, test } from "./fixtures";

const home = "Business rental";
const unavailable = (name: string): string => `${name} is not available right now. Please try again later.`;
const bootstrapper = "**/apps/rac-search/bootstrapper.json";
const mainScript = "**/apps/rac-search/main.js";
const js = (body: string) => (route: Route) => route.fulfill({ contentType: "text/javascript", body });

/** Console lines the test itself causes: the browser's own for deliberate 4xx/5xx answers, and
 * Gatsby's complaint that the service worker could not register (the suite blocks workers). */
const causedByTest = (text: string): boolean =>
  text.startsWith("Failed to load resource") || text.startsWith("Error during service worker registration");

/** Records what the test must see: console errors and unhandled promise rejections. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !causedByTest(message.text())) errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { unhandledRejections: seen });
    window.addEventListener("unhandledrejection", (event) => seen.push(String(event.reason)));
  });
  return {
    errors,
    rejections: () => page.evaluate(() => Reflect.get(window, "unhandledRejections")),
  };
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

// The standalone layout (the business page) holds both the booking engine and the sign-in slot.
test.describe("runtime apps on the default market (dev environment, demo apps)", () => {
  test("mount the booking engine and the sign-in widget with the market's locale and currency", async ({ page }) => {
    const seen = await watch(page);
    await page.goto("/business");
    const engine = region(page, "Booking engine");
    await expect(engine).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(engine.getByRole("heading", { name: "Find your rental car" })).toBeVisible();
    await expect(engine).toContainText("Cars from $39.00 a day");
    await engine.getByLabel("Pickup location").fill("Airport Terminal 1");
    await engine.getByRole("button", { name: "Show cars" }).click();
    await expect(engine.getByRole("listitem").first()).toHaveText("Compact hatchback or similar$39.00 a day");
    const signIn = region(page, "Sign-in");
    await signIn.getByRole("button", { name: "Log in" }).click();
    await expect(signIn.getByLabel("Email")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(signIn.getByRole("button", { name: "Log in" })).toBeFocused();
    expect(seen.errors).toEqual([]);
    expect(await seen.rejections()).toEqual([]);
  });

  test("hand the Spanish-language site's locale to the apps", async ({ page }) => {
    await page.goto("/es");
    const engine = page.locator('[data-app-slot="booking-engine"]');
    await expect(engine.getByRole("heading", { name: "Encuentre su coche de alquiler" })).toBeVisible();
    await expect(engine.getByRole("combobox", { name: "Moneda" })).toHaveValue("USD");
    await expect(engine).toContainText("Coches desde");
  });

  // /plus shows the site's own offers list now (plus-offers.spec.ts); its 'Continue' mounts the plus checkout app.
  test("mount the plus create-offer app with the offer chosen on the site's offers list", async ({ page }) => {
    await page.goto("/plus");
    const list = region(page, "Car subscription offers");
    // The list loads once in view (or at a first interaction) and may take its placeholder's place meanwhile. as a visitor scrolling to it sees it.
    await expect(() => list.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await list.getByRole("article").first().getByRole("button", { name: "Continue" }).click();
    const app = region(page, "Subscription checkout");
    await expect(app).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(app.locator("[data-offer-id]")).toHaveAttribute("data-offer-id", "us-sub-01");
  });

  test("mount the ride home app with the first-ride discount in the market's currency", async ({ page }) => {
    await page.goto("/ride");
    const ride = region(page, "Ride");
    // Below the first screen, it starts when the visitor comes near.
    await ride.scrollIntoViewIfNeeded();
    await expect(ride.getByText("$15 off your first ride with a voucher code")).toBeVisible();
    await expect(ride.getByRole("list", { name: "Ride classes" })).toContainText("Business class · 3 seats");
  });

  test("mount the ride booking app beside the ride home app", async ({ page }) => {
    await page.goto("/ride");
    const booking = region(page, "Ride booking");
    await booking.getByLabel("Pickup address").fill("1 Main Street");
    await booking.getByLabel("Destination").fill("Airport");
    await booking.getByRole("button", { name: "See price" }).click();
    await expect(booking.getByRole("status")).toHaveText(/^Fixed price: \$\d+\.\d\d$/);
  });

  test("mount the booking funnel's first step in the funnel container", async ({ page }) => {
    await page.goto("/online");
    const funnel = region(page, "Booking");
    await expect(funnel.getByRole("heading", { name: "Choose your car" })).toBeVisible();
    await expect(funnel.getByRole("listitem").first()).toContainText("Compact hatchback · $39.00 a day");
  });

  test("load the skeleton bundle and the fonts stylesheet without waiting for them", async ({ page }) => {
    await page.goto("/business");
    await expect(page.locator('link[data-shell-asset="fonts"]')).toHaveAttribute("href", /\/apps\/_shell\/fonts\.css$/);
    await expect.poll(() => page.evaluate(() => customElements.get("movanta-skeleton") !== undefined)).toBe(true);
  });

  test("still mount the apps when the skeleton bundle and the fonts fail", async ({ page }) => {
    await page.route("**/apps/_shell/**", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/business");
    await expect(region(page, "Booking engine")).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(page.locator("[data-shell-asset]")).toHaveCount(0);
  });

  test("show a skeleton while an app loads", async ({ page }) => {
    // The bootstrapper is held until the skeleton has been seen, then answers.
    const release = await holdRequests(page, bootstrapper);
    await page.goto("/business");
    const engine = region(page, "Booking engine");
    await expect(engine).toHaveAttribute("aria-busy", "true");
    await expect(engine.locator("[data-slot-skeleton]")).toBeVisible();
    release();
    await expect(engine).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(engine).toHaveAttribute("aria-busy", "false");
    await expect(engine.locator("[data-slot-skeleton]")).toHaveCount(0);
  });

  test("unmount an app when the route leaves its slot and mount it again without reloading its scripts", async ({ page }) => {
    let scriptRequests = 0;
    await page.route(mainScript, async (route) => {
      scriptRequests += 1;
      const original = await (await route.fetch()).text();
      // The demo app, with its lifecycle recorded for the test.
      const traced = original.replace(
        'push({ name: "rac-search", create: create })',
        `push({ name: "rac-search", create: function (el, props) {
        window.lifecycle = (window.lifecycle || []).concat("mount");
        var handle = create(el, props);
        return { unmount: function () { window.lifecycle.push("unmount"); handle.unmount(); } };
      } })`,
      );
      await route.fulfill({ contentType: "text/javascript", body: traced });
    });
    await page.goto("/business");
    await expect(region(page, "Booking engine")).toHaveAttribute("data-app-status", "MOUNTED");
    await page.evaluate(() => Reflect.apply(Reflect.get(window, "___navigate"), window, ["/help"]));
    await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
    await expect(region(page, "Booking engine")).toHaveCount(0);
    expect(await page.evaluate(() => Reflect.get(window, "lifecycle"))).toEqual(["mount", "unmount"]);
    await page.evaluate(() => Reflect.apply(Reflect.get(window, "___navigate"), window, ["/business"]));
    await expect(region(page, "Booking engine")).toHaveAttribute("data-app-status", "MOUNTED");
    expect(await page.evaluate(() => Reflect.get(window, "lifecycle"))).toEqual(["mount", "unmount", "mount"]);
    expect(scriptRequests).toBe(1);
  });

  test("load a script with integrity when the bootstrapper gives its hash, and refuse a wrong one", async ({ page }) => {
    const seen = await watch(page);
    const hashOf = (...path: string[]): string =>
      `sha384-${createHash("sha384")
        .update(readFileSync(join(process.cwd(), "dev", "apps", ...path)))
        .digest("base64")}`;
    const good = hashOf("account", "main.js");
    // The demo apps' shared kit (dev/apps/_shell/kit.js) comes first, as the app's own bootstrapper lists it.
    const kit = { src: "kit.js", integrity: hashOf("_shell", "kit.js") };
    await page.route("**/apps/account/bootstrapper.json", (route) =>
      route.fulfill({ json: { kit, main: { src: "main.js", integrity: good } } }),
    );
    await page.goto("/business");
    await expect(region(page, "Sign-in")).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(page.locator('script[data-runtime-app="account"][src$="/main.js"]')).toHaveAttribute("integrity", good);
    await page.unroute("**/apps/account/bootstrapper.json");
    await page.route("**/apps/account/bootstrapper.json", (route) =>
      route.fulfill({ json: { kit, main: { src: "main.js", integrity: `sha384-${"A".repeat(64)}` } } }),
    );
    await page.reload();
    await expect(region(page, "Sign-in")).toContainText(unavailable("Sign-in"));
    expect(seen.errors.filter((e) => e.startsWith("[runtime-apps]"))).toEqual([
      expect.stringMatching(/^\[runtime-apps\] account: script failed to load/),
    ]);
  });
});

test.describe("an app below the first screen, on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("fetches nothing until the visitor comes near, then mounts in the space its slot kept", async ({ page, context }) => {
    // Debug mode (on by default on a local host) writes a status line above each slot: a shift no visitor sees.
    await context.addCookies([{ name: "movanta_debug", value: "off", domain: "localhost", path: "/" }]);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/apps/ride-home/")) asked.push(request.url());
    });
    await page.goto("/ride");
    await settled(page);
    const ride = region(page, "Ride");
    // The ride booking app on the first screen is there; the ride home app waits, not busy, with nothing asked for.
    await expect(region(page, "Ride booking")).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(ride).toHaveAttribute("data-app-status", "WAITING");
    await expect(ride).toHaveAttribute("aria-busy", "false");
    await networkBarrier(page);
    expect(asked).toEqual([]);
    const kept = await ride.boundingBox();
    await ride.scrollIntoViewIfNeeded();
    await expect(ride.getByText("$15 off your first ride with a voucher code")).toBeVisible();
    await expect(ride).toHaveAttribute("data-app-status", "MOUNTED");
    expect(asked.some((url) => url.endsWith("/apps/ride-home/bootstrapper.json"))).toBe(true);
    // The app took the skeleton's place: no shift, and the slot's height is the one it kept.
    expect(await layoutShift(page)).toBe(0);
    expect((await ride.boundingBox())?.height).toBe(kept?.height);
  });
});

test.describe("debug mode and version overrides", () => {
  test("show each slot's app, version and status on a local host", async ({ page }) => {
    await page.goto("/business");
    await expect(page.getByText("rac-search (current version): MOUNTED")).toBeVisible();
    await expect(page.getByText("account (current version): MOUNTED")).toBeVisible();
  });

  test("hide the statuses when the debug cookie says off", async ({ page, context }) => {
    await context.addCookies([{ name: "movanta_debug", value: "false", url: "http://localhost" }]);
    await page.goto("/business");
    await expect(region(page, "Booking engine")).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(page.getByText(/current version/)).toHaveCount(0);
  });

  test("hide the statuses when the window setting says off and no cookie decides", async ({ page }) => {
    await page.addInitScript(() => Object.assign(window, { movantaDebug: false }));
    await page.goto("/business");
    await expect(region(page, "Booking engine")).toHaveAttribute("data-app-status", "MOUNTED");
    await expect(page.getByText(/current version/)).toHaveCount(0);
  });

  test("load the version named in the URL and keep it for the tab's next pages", async ({ page }) => {
    const versioned = page.waitForRequest("**/apps/rac-search/2.1.0/bootstrapper.json");
    await page.goto("/business?rac-search_2.1.0");
    await versioned;
    await expect(page.getByText("rac-search (2.1.0): MOUNTED")).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("movanta.appVersions"))).toBe('{"rac-search":"2.1.0"}');
    const again = page.waitForRequest("**/apps/rac-search/2.1.0/main.js");
    await page.goto("/business");
    await again;
    await expect(page.getByText("rac-search (2.1.0): MOUNTED")).toBeVisible();
  });

  test("ignore an override that is not a version string", async ({ page }) => {
    const current = page.waitForRequest((request) => new URL(request.url()).pathname === "/apps/rac-search/bootstrapper.json");
    await page.goto("/business?rac-search_..%2F..%2Fevil&rac-search_latest");
    await current;
    await expect(page.getByText("rac-search (current version): MOUNTED")).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("movanta.appVersions"))).toBeNull();
  });
});

test.describe("runtime apps on built host trees", () => {
  test("show the quiet fallback on a production host whose app host is out of reach, and ignore overrides", async ({ page }) => {
    const seen = await watch(page);
    const appRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("apps.movanta.example")) appRequests.push(request.url());
    });
    await page.goto(hostUrl("www.movanta.co.uk", "/business?rac-search_2.0.0"));
    await expect(page.getByRole("heading", { level: 1, name: home })).toBeVisible();
    await expect(region(page, "Booking engine")).toContainText(unavailable("Booking engine"));
    await expect(region(page, "Sign-in")).toContainText(unavailable("Sign-in"));
    expect(appRequests).toContain("https://apps.movanta.example/rac-search/bootstrapper.json");
    expect(appRequests.filter((url) => url.includes("2.0.0"))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem("movanta.appVersions"))).toBeNull();
    await expect(page.getByText(/LOAD_ERROR/)).toHaveCount(0);
    expect(seen.errors.filter((e) => e.includes("rac-search"))).toHaveLength(1);
    expect(await seen.rejections()).toEqual([]);
  });

  test("use the stage app host and show statuses on an internal test host", async ({ page }) => {
    const stage = page.waitForRequest("https://apps.internal.movanta-test.com/rac-search/bootstrapper.json");
    await page.goto(hostUrl("ch.internal.movanta-test.com", "/business"));
    await stage;
    await expect(page.locator('[data-app-slot="booking-engine"]')).toHaveAttribute("data-app-status", "LOAD_ERROR");
    // The Swiss site speaks German (de-CH bundle).
    await expect(page.getByText("rac-search (aktuelle Version): LOAD_ERROR")).toBeVisible();
  });
});

/** One failure mode of the booking engine: how the network answers, and what the console must say. */
type Fault = { name: string; arrange: (page: Page) => Promise<unknown>; says: RegExp };

const faults: Fault[] = [
  {
    name: "a bootstrapper answering 404",
    arrange: (p) => p.route(bootstrapper, (r) => r.fulfill({ status: 404, body: "" })),
    says: /bootstrapper answered HTTP 404/,
  },
  {
    name: "a bootstrapper answering 500 twice",
    arrange: (p) => p.route(bootstrapper, (r) => r.fulfill({ status: 500, body: "" })),
    says: /bootstrapper answered HTTP 500/,
  },
  {
    name: "a bootstrapper that never answers",
    arrange: (p) => p.route(bootstrapper, () => undefined),
    says: /bootstrapper did not answer within 3000 ms/,
  },
  {
    name: "a bootstrapper that is not JSON",
    arrange: (p) => p.route(bootstrapper, (r) => r.fulfill({ contentType: "text/html", body: "<!doctype html><p>Gateway</p>" })),
    says: /bootstrapper is not JSON/,
  },
  {
    name: "a bootstrapper of the wrong shape",
    arrange: (p) => p.route(bootstrapper, (r) => r.fulfill({ json: ["main.js"] })),
    says: /bootstrapper refused: the answer is not a JSON object/,
  },
  {
    name: "a bootstrapper naming another origin",
    arrange: (p) => p.route(bootstrapper, (r) => r.fulfill({ json: { main: "https://evil.example/main.js" } })),
    says: /"https:\/\/evil\.example\/main\.js" is not a relative path under the app base/,
  },
  {
    name: "a bootstrapper climbing out of the app base",
    arrange: (p) => p.route(bootstrapper, (r) => r.fulfill({ json: { main: "../account/main.js" } })),
    says: /"\.\.\/account\/main\.js" is not a relative path/,
  },
  {
    name: "a bootstrapper with a __proto__ key",
    arrange: (p) => p.route(bootstrapper, (r) => r.fulfill({ contentType: "application/json", body: '{"__proto__":"main.js"}' })),
    says: /odd key "__proto__"/,
  },
  {
    name: "a script answering 404",
    arrange: (p) => p.route(mainScript, (r) => r.fulfill({ status: 404, body: "" })),
    says: /script failed to load/,
  },
  {
    name: "a script that throws",
    arrange: (p) => p.route(mainScript, js("throw new Error('demo failure at load');")),
    says: /script threw while running: Uncaught Error: demo failure at load/,
  },
  {
    name: "a script that never registers a create function",
    arrange: (p) => p.route(mainScript, js("window.somethingElse = 1;")),
    says: /registered no create function under "rac-search"/,
  },
  {
    name: "a create that throws",
    arrange: (p) =>
      p.route(
        mainScript,
        js(
          '(window.movantaApps = window.movantaApps || []).push({ name: "rac-search", create: function () { throw new TypeError("props.market is undefined"); } });',
        ),
      ),
    says: /create threw: TypeError: props\.market is undefined/,
  },
  {
    name: "a create that returns no unmount",
    arrange: (p) =>
      p.route(
        mainScript,
        js('(window.movantaApps = window.movantaApps || []).push({ name: "rac-search", create: function () { return 42; } });'),
      ),
    says: /create did not return an object with an unmount function/,
  },
];

test.describe("the fault matrix: one broken app never breaks the page or the other slots", () => {
  for (const fault of faults) {
    test(`the booking engine fails quietly on ${fault.name}`, async ({ page }) => {
      const seen = await watch(page);
      const evil: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("evil.example")) evil.push(request.url());
      });
      await fault.arrange(page);
      await page.goto("/business");
      await expect(page.getByRole("heading", { level: 1, name: home })).toBeVisible();
      const engine = region(page, "Booking engine");
      await expect(engine).toContainText(unavailable("Booking engine"), { timeout: 15_000 });
      await expect(engine).toHaveAttribute("data-app-status", /^(LOAD_ERROR|BROKEN)$/);
      await expect(engine.getByRole("heading", { name: "Find your rental car" })).toHaveCount(0);
      await expect(region(page, "Sign-in")).toHaveAttribute("data-app-status", "MOUNTED");
      await expect(region(page, "Sign-in").getByRole("button", { name: "Log in" })).toBeVisible();
      await expect(page.getByRole("main")).toContainText("One account for your whole team");
      expect(seen.errors).toHaveLength(1);
      expect(seen.errors[0]).toMatch(/^\[runtime-apps\] rac-search: /);
      expect(seen.errors[0]).toMatch(fault.says);
      expect(await seen.rejections()).toEqual([]);
      expect(evil).toEqual([]);
    });
  }

  test("a 500 bootstrapper is retried once, no more", async ({ page }) => {
    let attempts = 0;
    await page.route(bootstrapper, (route) => ((attempts += 1), route.fulfill({ status: 500, body: "" })));
    await page.goto("/business");
    await expect(region(page, "Booking engine")).toHaveAttribute("data-app-status", "LOAD_ERROR");
    expect(attempts).toBe(2);
  });

  test("two broken apps on one page each fail alone", async ({ page }) => {
    const seen = await watch(page);
    await page.route(bootstrapper, (route) => route.fulfill({ status: 404, body: "" }));
    await page.route("**/apps/account/main.js", js("throw new Error('sign-in broke');"));
    await page.goto("/business");
    await expect(region(page, "Booking engine")).toContainText(unavailable("Booking engine"));
    await expect(region(page, "Sign-in")).toContainText(unavailable("Sign-in"));
    await expect(page.getByRole("heading", { level: 1, name: home })).toBeVisible();
    expect(seen.errors.sort()).toEqual([
      expect.stringMatching(/^\[runtime-apps\] account: script threw/),
      expect.stringMatching(/^\[runtime-apps\] rac-search: bootstrapper answered HTTP 404/),
    ]);
  });
});
