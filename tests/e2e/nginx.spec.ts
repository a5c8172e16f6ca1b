import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { DEFAULT_MARKET_ID, markets } from "../../markets/index";
import { proxiedScriptUrl, proxyAllowlist } from "../../src/config/proxy-allowlist";
import { hostileProxyUrls } from "../fixtures/proxy-urls";
import { answerConsent, expect, hydrated, test } from "./fixtures";
import { gatePages } from "./gate-pages";

// The host trees of build:all (npm test builds them first) served by Debian's nginx with the generated configuration.
const port = Number(process.env.PORT ?? 9000) + 401;
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

let nginx: ChildProcess;
let upstream: Server;
let upstreamAddress = "";
const hits: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  upstream = createServer((req, res) => {
    hits.push(req.url ?? "");
    res.end("window.leaked = true;");
  });
  await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
  upstreamAddress = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  nginx = spawn(process.execPath, ["--import", "tsx", "scripts/serve-nginx.ts"], { env: { ...process.env, PORT: String(port) }, stdio: "inherit" });
  const exited = new Promise<never>((_, reject) => nginx.once("exit", (code) => reject(new Error(`serve:nginx exited with code ${code}`))));
  for (const started = Date.now(); ; ) {
    const up = await Promise.race([get("www.movanta.de", "/").then(() => true, () => false), exited]);
    if (up) break;
    if (Date.now() - started > 100_000) throw new Error("nginx did not answer within 100 s");
    await new Promise((done) => setTimeout(done, 500));
  }
});

test.afterAll(async () => {
  if (nginx.exitCode === null) {
    const gone = new Promise((done) => nginx.once("exit", done));
    nginx.kill("SIGTERM");
    await gone;
  }
  await new Promise<void>((done) => upstream.close(() => done()));
});

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
    const script = readdirSync(join(dist, "www.movanta.de")).find((f) => /^app-[0-9a-f]{16,}\.js$/.test(f));
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
    for (const path of [`${allowed}&x=1`, `${allowed}&url=https%3A%2F%2Fevil.example%2F`, "/proxy", "/proxy?URL=x", allowed.toUpperCase().replace("/PROXY", "/proxy")]) {
      expect((await get("www.movanta.de", path)).status, path).toBe(400);
    }
    expect((await get("www.movanta.de", allowed, { "service-worker": "script" })).status).toBe(400);
    // An allowlisted URL goes upstream (unreachable here, so 502), never answered 400.
    expect((await get("www.movanta.de", allowed)).status).not.toBe(400);
    expect(hits).toEqual([]);
  });

  test("a page served by nginx renders and hydrates in Chromium", async ({ page }) => {
    await page.goto(`http://www.movanta.de:${port}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
  });

  test("sends a Content-Security-Policy under which every template runs, after consent, with no violation", async ({ page, context }) => {
    test.setTimeout(180_000);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const list = (window.cspViolations ??= []);
        list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    const defaultHost = markets.find((m) => m.id === DEFAULT_MARKET_ID)?.host ?? "";
    for (const gate of gatePages) {
      const url = `http://${gate.host ?? defaultHost}:${port}${gate.path}`;
      await answerConsent(context, url, "performance");
      const answer = await page.goto(url);
      const policy = answer?.headers()["content-security-policy"] ?? "";
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).not.toContain("'unsafe-inline'");
      await hydrated(page);
      // The runtime apps' host is not reachable here: their slots end in the quiet fallback.
      await page.waitForTimeout(300);
      const seen = await page.evaluate(() => window.cspViolations ?? []);
      expect([...seen, ...violations], url).toEqual([]);
    }
  });
});
