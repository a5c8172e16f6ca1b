import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSiteServer } from "../../dev/site-server";
import { expect, hostUrl, hydrated, poll, test, waitForController, waitForWorkerCache } from "./fixtures";

// This spec is about the service worker; every other spec blocks it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

const root = process.cwd();

test.describe("the service worker", () => {
  test("registers /sw.js on localhost", async ({ page, baseURL }) => {
    await page.goto("/");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    expect(await waitForController(page)).toBe(`${baseURL}/sw.js`);
  });

  test("answers the site's own scripts but leaves runtime apps to the network", async ({ page }) => {
    const appScriptLoads: string[] = [];
    page.on("request", (request) => void (request.url().endsWith("/apps/rac-search/main.js") && appScriptLoads.push(request.url())));
    await page.goto("/");
    // The page's own load of the app script: on a slow CPU the worker can be active and its cache full before it.
    await expect(page.locator('[data-app-slot="booking-engine"]')).toHaveAttribute("data-app-status", "MOUNTED");
    await waitForController(page);
    // The worker's activation makes the offline plugin fetch the page's head resources again to cache them; app scripts are not among them.
    await waitForWorkerCache(page);
    expect(appScriptLoads).toHaveLength(1);
    const fromWorker = new Map<string, boolean>();
    page.on("response", (response) => void fromWorker.set(new URL(response.url()).pathname, response.fromServiceWorker()));
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-app-slot="booking-engine"]')).toHaveAttribute("data-app-status", "MOUNTED");
    const siteScript = [...fromWorker.keys()].find((path) => /^\/app-[0-9a-f]+\.js$/.test(path));
    expect(siteScript && fromWorker.get(siteScript), "the app bundle through the worker").toBe(true);
    const appRequests = [...fromWorker.entries()].filter(([path]) => path.startsWith("/apps/"));
    expect(appRequests.map(([path]) => path)).toEqual(
      expect.arrayContaining(["/apps/rac-search/bootstrapper.json", "/apps/rac-search/main.js"]),
    );
    expect(
      appRequests.filter(([, worker]) => worker),
      "runtime-app requests answered by the worker",
    ).toEqual([]);
  });

  test("caches what a phone's page loaded, not the promotion hero's desktop photo", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const photos: string[] = [];
    page.on("request", (request) => void (request.url().includes("/marketing/") && photos.push(new URL(request.url()).pathname)));
    await page.goto("/airport");
    await waitForController(page);
    // The offline plugin fetches the head's preloads again once the worker is active.
    await waitForWorkerCache(page);
    expect(photos.length).toBeGreaterThan(0);
    expect(new Set(photos)).toEqual(new Set(["/marketing/www.movanta.com/airport-hero-mobile.jpg"]));
  });

  test("is refused outside https and localhost with the spec's console error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    await page.goto(hostUrl("www.movanta.co.uk"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => errors).toContain("Service workers can only be used over HTTPS, or on localhost for development");
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  });
});

/** Copies a built tree without source maps (and, were it build:all's, without its unsplit host pages). */
function copyTree(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (src) => !src.endsWith(".map") && !src.includes(`${from}/_sites`) });
}

const compilationHash = (tree: string): string => {
  const data: unknown = JSON.parse(readFileSync(join(tree, "page-data", "app-data.json"), "utf8"));
  return data !== null && typeof data === "object" && "webpackCompilationHash" in data ? String(data.webpackCompilationHash) : "";
};

test.describe("a new release served over the previous one", () => {
  // One server and one deployed tree for these tests, which deploy the next release in turn: in order.
  test.describe.configure({ mode: "default" });
  // Two real builds of `npm run test:build` with different code: build:all's UK host tree (every
  // market's layouts in one compilation), then the default market alone.
  const previous = join(root, "dist", "www.movanta.co.uk");
  const next = join(root, "public");
  let dir = "";
  let live = "";
  let server: ReturnType<typeof createSiteServer>;
  let origin = "";

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "site-release-"));
    live = join(dir, "live");
    server = createSiteServer({ publicDir: live, distDir: join(dir, "no-host-trees") });
    copyTree(previous, live);
    await new Promise<void>((done) => server.listen(0, done));
    // localhost, the only plain-http origin where service workers run (and own port: own worker).
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(dir, { recursive: true, force: true });
  });

  test("shows the new release after one navigation once its worker takes over, without a blank page", async ({ page }) => {
    expect(existsSync(previous) && existsSync(next)).toBe(true);
    expect(compilationHash(previous), "the two releases must be different builds").not.toBe(compilationHash(next));
    await page.goto(`${origin}/help`);
    // The help page's layout has no footer; its canonical link names the release's host.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.movanta.co.uk/help");
    await waitForController(page);

    // Deploy: the new tree replaces the old one in one rename, as build:all does.
    copyTree(next, join(dir, "staged"));
    renameSync(live, join(dir, "old"));
    renameSync(join(dir, "staged"), live);
    // The browser checks for a new worker on its own schedule; the test asks at once.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await page.waitForFunction(() => window.___swUpdated === true, undefined, { ...poll, timeout: 20_000 });

    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "How do I change my booking?" }).click();
    await expect(page).toHaveURL(`${origin}/help/articles/how-do-i-change-my-booking`);
    await expect(page.getByRole("heading", { level: 1, name: "How do I change my booking?" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.movanta.com/help/articles/how-do-i-change-my-booking",
    );
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    expect(await page.evaluate(() => Reflect.get(window, "___webpackCompilationHash"))).toBe(compilationHash(next));
  });
});
