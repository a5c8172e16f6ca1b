import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { proxiedScriptUrl, proxyAllowlist } from "../../src/config/proxy-allowlist";
import { hostileProxyUrls } from "../fixtures/proxy-urls";
import { expect, test } from "./fixtures";

// A stand-in upstream on loopback: a request reaching it is a failure of the proxy.
// One server for the file's tests, started once: they run in order, in one worker.
test.describe.configure({ mode: "default" });

let upstream: Server;
let address = "";
const hits: string[] = [];

test.beforeAll(async () => {
  upstream = createServer((req, res) => {
    hits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/javascript" });
    res.end("window.leaked = true;");
  });
  await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
  address = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((done) => upstream.close(() => done())));

test.describe("the third-party script proxy", () => {
  test("answers 400 to every URL off the allowlist and fetches none of them", async ({ request }) => {
    const hostile = hostileProxyUrls(address);
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const url of hostile) {
      const response = await request.get(`/proxy?url=${encodeURIComponent(url)}`, { maxRedirects: 0 });
      expect(response.status(), url).toBe(400);
    }
    // Ambiguous or malformed queries too.
    const allowed = [...proxyAllowlist][0] ?? "";
    for (const query of [
      `url=${encodeURIComponent(allowed)}&url=https%3A%2F%2Fevil.example%2F`,
      `url=${encodeURIComponent(allowed)}&x=1`,
      "",
      "URL=x",
    ]) {
      expect((await request.get(`/proxy?${query}`)).status(), query).toBe(400);
    }
    expect(hits).toEqual([]);
  });

  test("forwards each allowlisted script as JavaScript", async ({ request }) => {
    for (const url of proxyAllowlist) {
      const response = await request.get(proxiedScriptUrl(url));
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(await response.text()).toContain("local stand-in");
    }
  });

  test("answers only GET and HEAD", async ({ request }) => {
    const url = proxiedScriptUrl([...proxyAllowlist][0] ?? "");
    expect((await request.post(url)).status()).toBe(405);
    expect((await request.head(url)).status()).toBe(200);
  });
});
