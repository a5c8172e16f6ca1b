import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { chromium, type Browser, type Page } from "@playwright/test";
import { localUpstream } from "../../dev/proxy-upstreams";
import { DEFAULT_MARKET_ID, markets } from "../../markets/index";
import { proxiedScriptUrl, proxyAllowlist } from "../../src/config/proxy-allowlist";
import { CONTENT_HASH_DIGITS } from "../../src/build/caching";
import { hostileProxyUrls } from "../fixtures/proxy-urls";
import { answerConsent, expect, hydrated, test, waitForController, waitForWorkerCache } from "./fixtures";
import { gatePages } from "./gate-pages";
import { appAndApiHosts, makeCertificate, productionApiHost, productionAppHost, type TestCertificate } from "./tls";

// The host trees of build:all (npm test builds them first) served by Debian's nginx with the generated configuration.
const port = Number(process.env.PORT ?? 9000) + 401;
/** The same nginx over TLS, and the production app and API hosts' stand-ins (tls.ts). */
const httpsPort = port + 1;
const appsPort = port + 2;
const defaultHost = markets.find((m) => m.id === DEFAULT_MARKET_ID)?.host ?? "";
const dist = join(process.cwd(), "dist");
declare global {
  /** The CSP violations a page reported, collected by the test's init script. */
  interface Window {
    cspViolations?: string[];
  }
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request to the nginx under test, with the Host header a browser would send; no redirect followed. */
function get(host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { host, ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

// One server for the file's tests, started once: they run in order, in one worker.
test.describe.configure({ mode: "default" });

let nginx: ChildProcess;
let upstream: Server;
let certificateDir = "";
let certificate: TestCertificate;
let appsAndApi: Server;
let upstreamAddress = "";
const hits: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const started = performance.now();
  upstream = createServer((req, res) => {
    hits.push(req.url ?? "");
    res.end("window.leaked = true;");
  });
  await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
  upstreamAddress = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  certificateDir = mkdtempSync(join(tmpdir(), "movanta-tls-"));
  certificate = makeCertificate(certificateDir, [...new Set(markets.map((m) => m.host)), productionAppHost, productionApiHost]);
  appsAndApi = appAndApiHosts(certificate);
  await new Promise<void>((done) => appsAndApi.listen(appsPort, "127.0.0.1", done));
  // Where a slow start spent its time: this line, then serve-nginx's own steps.
  console.log(`nginx spec: certificate and stand-ins ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const env = { ...process.env, PORT: String(port), HTTPS_PORT: String(httpsPort), TLS_CERT: certificate.cert, TLS_KEY: certificate.key };
  const serveNginx = spawn(process.execPath, ["--import", "tsx", "scripts/serve-nginx.ts"], { env, stdio: ["ignore", "pipe", "inherit"] });
  nginx = serveNginx;
  const exited = new Promise<never>((_, reject) => nginx.once("exit", (code) => reject(new Error(`serve:nginx exited with code ${code}`))));
  // serve-nginx prints its "Serving" line once nginx's sockets listen: the test waits for that state.
  const serving = new Promise<void>((resolve) => {
    createInterface({ input: serveNginx.stdout }).on("line", (line) => {
      console.log(line);
      if (line.startsWith("Serving dist/")) resolve();
    });
  });
  await Promise.race([serving, exited]);
});

test.afterAll(async () => {
  if (nginx.exitCode === null) {
    const gone = new Promise((done) => nginx.once("exit", done));
    nginx.kill("SIGTERM");
    await gone;
  }
  await new Promise<void>((done) => upstream.close(() => done()));
  await new Promise<void>((done) => appsAndApi.close(() => done()));
  rmSync(certificateDir, { recursive: true, force: true });
});

/**
 * A Chromium that reaches the site hosts (port 443) at the nginx under test over TLS, and the
 * production app and API hosts at their stand-ins, trusting the test certificate: pages run on their
 * real production origins, as visitors see them.
 */
async function httpsBrowser(): Promise<Browser> {
  const rules = [
    `MAP ${productionAppHost}:443 127.0.0.1:${appsPort}`,
    `MAP ${productionApiHost}:443 127.0.0.1:${appsPort}`,
    `MAP *:443 127.0.0.1:${httpsPort}`,
    "MAP * ~NOTFOUND",
  ];
  return chromium.launch({
    // Debian's Chromium where it is installed, as in playwright.config.ts.
    executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      `--host-resolver-rules=${rules.join(", ")}`,
      `--ignore-certificate-errors-spki-list=${certificate.spkiHash}`,
    ],
  });
}

/** Collects the CSP violations a page reports (console and `securitypolicyviolation` events) and its uncaught errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("pageerror", (error) => violations.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const list = (window.cspViolations ??= []);
      list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return violations;
}

test.describe("the generated nginx configuration", () => {
  test("sends caching rules by file type, the Brotli twin, and the security headers", async () => {
    const html = await get("www.movanta.de", "/", { "accept-encoding": "br, gzip" });
    expect(html.status).toBe(200);
    expect(html.headers["content-encoding"]).toBe("br");
    expect(html.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(html.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(html.headers["x-content-type-options"]).toBe("nosniff");
    expect(html.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(html.headers["permissions-policy"]).toContain("camera=()");
    const gzip = await get("www.movanta.de", "/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const script = readdirSync(join(dist, "www.movanta.de")).find((f) =>
      new RegExp(`^app-[0-9a-f]{${CONTENT_HASH_DIGITS},}\\.js$`).test(f),
    );
    const hashed = await get("www.movanta.de", `/${script}`);
    expect(hashed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(hashed.headers["content-type"]).toContain("javascript");
    for (const path of ["/page-data/index/page-data.json", "/page-data/app-data.json", "/sw.js"]) {
      const answer = await get("www.movanta.de", path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    }
  });

  test("answers an unknown path with the host's 404 page in its language, prefix languages too, headers included", async () => {
    const german = await get("www.movanta.de", "/no-such-page");
    expect(german.status).toBe(404);
    expect(german.body).toContain('<html lang="de-DE"');
    expect(german.headers["x-content-type-options"]).toBe("nosniff");
    const swissFrench = await get("www.movanta.ch", "/fr/no-such-page");
    expect(swissFrench.status).toBe(404);
    expect(swissFrench.body).toContain('<html lang="fr-CH"');
  });

  test("strips trailing slashes and follows the tree's redirect list", async () => {
    const slash = await get("www.movanta.de", "/help/?q=1");
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe("/help?q=1");
    const rules = readFileSync(join(dist, "www.movanta.de", "_redirects"), "utf8");
    expect(rules).toContain("/help-centre/* /help/:splat 301");
    const moved = await get("www.movanta.de", "/help-centre/articles/x");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/help/articles/x");
    expect((await get("www.movanta.de", "/_redirects")).status).toBe(404);
  });

  test("serves a test host its production tree, marked noindex, with a disallow-all robots.txt", async () => {
    const germany = markets.find((m) => m.id === "de");
    const testHost = germany?.testHosts[0] ?? "";
    const page = await get(testHost, "/");
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="de-DE"');
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const robots = await get(testHost, "/robots.txt");
    expect(robots.body).toBe("User-agent: *\nDisallow: /\n");
    expect((await get("www.movanta.de", "/")).headers["x-robots-tag"]).toBeUndefined();
  });

  test("gives a host no market names no site", async () => {
    await expect(get("unknown.example", "/")).rejects.toThrow();
  });

  test("answers 400 to every proxy URL off the allowlist, and to a service-worker request, without fetching anything", async () => {
    const hostile = hostileProxyUrls(upstreamAddress);
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const url of hostile) expect((await get("www.movanta.de", `/proxy?url=${encodeURIComponent(url)}`)).status, url).toBe(400);
    const allowed = proxiedScriptUrl([...proxyAllowlist][0] ?? "");
    for (const path of [
      `${allowed}&x=1`,
      `${allowed}&url=https%3A%2F%2Fevil.example%2F`,
      "/proxy",
      "/proxy?URL=x",
      allowed.toUpperCase().replace("/PROXY", "/proxy"),
    ]) {
      expect((await get("www.movanta.de", path)).status, path).toBe(400);
    }
    expect((await get("www.movanta.de", allowed, { "service-worker": "script" })).status).toBe(400);
    // An allowlisted URL goes upstream (unreachable here, so 502), never answered 400.
    expect((await get("www.movanta.de", allowed)).status).not.toBe(400);
    expect(hits).toEqual([]);
  });

  test("relays a host's marketing images to the media host, sandboxed, and nothing else under /marketing", async () => {
    // The media host is unreachable here: the relay's answer (502) shows the request went there, not to the tree.
    const hero = await get("www.movanta.de", "/marketing/www.movanta.de/airport-hero-desktop.jpg", { cookie: "session=1" });
    expect(hero.status).toBe(502);
    expect(hero.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(hero.headers["x-content-type-options"]).toBe("nosniff");
    expect(hero.headers["cache-control"], "an error is not kept a day").toBeUndefined();
    for (const path of [
      "/marketing/www.movanta.de/hero.html",
      "/marketing/www.movanta.de/a/hero.jpg",
      "/marketing/hero.jpg",
      "/marketing/WWW.movanta.de/hero.jpg",
      "/marketing/www.movanta.de/..%2f..%2fetc%2fpasswd.jpg",
      "/marketing/www.movanta.de/hero.jpg.map",
      "/marketing",
    ]) {
      const answer = await get("www.movanta.de", path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-security-policy"], path).toContain("script-src 'self'");
    }
  });

  test("a page served by nginx renders and hydrates in Chromium", async ({ page }) => {
    await page.goto(`http://www.movanta.de:${port}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await hydrated(page);
  });

  test("sends a Content-Security-Policy under which every template runs over https, apps mounted and after consent, with no violation", async () => {
    test.setTimeout(240_000);
    const browser = await httpsBrowser();
    try {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      const violations = await watchViolations(page);
      // The third-party scripts come through nginx's proxy from hosts this machine cannot reach: answered
      // by the local server's stand-ins (dev/proxy-upstreams.ts), as `npm start` answers them.
      const standIns = localUpstream(join(process.cwd(), "dev", "third-party"));
      await page.route(/\/proxy\?url=/, async (route) => {
        const answer = await standIns(new URL(route.request().url()).searchParams.get("url") ?? "", new AbortController().signal);
        await route.fulfill({ status: answer.status, contentType: answer.contentType, body: Buffer.from(answer.body) });
      });
      for (const gate of gatePages) {
        const url = `https://${gate.host ?? defaultHost}${gate.path}`;
        await answerConsent(context, url, "performance");
        const answer = await page.goto(url);
        const policy = answer?.headers()["content-security-policy"] ?? "";
        expect(policy, url).toContain(`script-src 'self' https://${productionAppHost}`);
        expect(policy, url).not.toContain("'unsafe-inline'");
        await hydrated(page);
        // Every slot of the page ends mounted: the apps came from the production app host under the policy.
        // One below the first screen starts as the visitor comes near: the test scrolls to each.
        const slots = page.locator("[data-app-slot]");
        for (const slot of await slots.all()) await slot.scrollIntoViewIfNeeded();
        await expect
          .poll(
            async () =>
              (await slots.evaluateAll((all) => all.map((slot) => slot.getAttribute("data-app-status")))).filter(
                (status) => status !== "MOUNTED",
              ),
            url,
          )
          .toEqual([]);
        // …styled: their rules arrive as constructed stylesheets, which the policy lets through.
        if ((await slots.count()) > 0) expect(await page.evaluate(() => document.adoptedStyleSheets.length), url).toBeGreaterThan(0);
        const seen = await page.evaluate(() => window.cspViolations ?? []);
        expect([...seen, ...violations], url).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  });

  test("registers the service worker over https, which then answers the page offline", async () => {
    const browser = await httpsBrowser();
    try {
      const context = await browser.newContext({ serviceWorkers: "allow" });
      const page = await context.newPage();
      const url = `https://${defaultHost}/`;
      await answerConsent(context, url);
      const problems = await watchViolations(page);
      await page.goto(url);
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
      expect(await waitForController(page)).toBe(`${url}sw.js`);
      // The worker precaches the app shell and caches what the page loaded; without the network it answers the reload.
      await waitForWorkerCache(page);
      await context.setOffline(true);
      const answer = await page.reload();
      expect(answer?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await hydrated(page);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
