import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createProxyHandler, MAX_SCRIPT_BYTES, type Upstream, type UpstreamAnswer } from "../../../dev/proxy";
import { localUpstream } from "../../../dev/proxy-upstreams";
import { createSiteServer } from "../../../dev/site-server";
import { parseAllowlist, proxiedScriptUrl, proxyAllowlist } from "../../../src/config/proxy-allowlist";
import { hostileProxyUrls } from "../../fixtures/proxy-urls";

const allowed = "https://tags.movanta.example/tag-loader.js";
const script = (body = "run()"): UpstreamAnswer => ({ status: 200, contentType: "text/javascript", body: new TextEncoder().encode(body) });

let answer: () => Promise<UpstreamAnswer> = async () => script();
const fetched: string[] = [];
const upstream: Upstream = (url) => {
  fetched.push(url);
  return answer();
};
const server = createSiteServer({
  publicDir: "/nonexistent",
  distDir: "/nonexistent",
  handlers: [createProxyHandler({ allowlist: proxyAllowlist, upstream, timeoutMs: 200 })],
});
let port = 0;

beforeAll(
  () =>
    new Promise<void>((done) =>
      server.listen(0, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        done();
      }),
    ),
);
afterAll(() => new Promise<void>((done) => server.close(() => done())));
beforeEach(() => {
  fetched.length = 0;
  answer = async () => script();
});

/** One raw request, so the path reaches the server exactly as written. */
function get(path: string, method = "GET"): Promise<{ status: number; body: string; type: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"]) }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("the third-party script proxy", () => {
  it("refuses every hostile url with 400 and asks no upstream", async () => {
    const hostile = hostileProxyUrls("127.0.0.1:9");
    expect(hostile.length).toBeGreaterThanOrEqual(30);
    for (const url of hostile) expect((await get(`/proxy?url=${encodeURIComponent(url)}`)).status, JSON.stringify(url)).toBe(400);
    for (const query of ["", "?", "?url", `?url=${allowed}&url=${allowed}`, `?url=${encodeURIComponent(allowed)}&cb=1`, `?u=${allowed}`]) {
      expect((await get(`/proxy${query}`)).status, query).toBe(400);
    }
    expect(fetched).toEqual([]);
  });

  it("forwards an allowlisted script, whether or not the query is encoded", async () => {
    for (const path of [proxiedScriptUrl(allowed), `/proxy?url=${allowed}`]) {
      const response = await get(path);
      expect(response).toMatchObject({ status: 200, body: "run()", type: "text/javascript; charset=utf-8" });
    }
    expect(fetched).toEqual([allowed, allowed]);
  });

  it("passes on only a 200 script answer of bounded size", async () => {
    const cases: [() => Promise<UpstreamAnswer>, number][] = [
      [async () => ({ ...script(), status: 302 }), 502],
      [async () => ({ ...script(), contentType: "text/html" }), 502],
      [async () => ({ ...script(), body: new Uint8Array(MAX_SCRIPT_BYTES + 1) }), 502],
      [() => Promise.reject(new Error("ECONNREFUSED")), 502],
      [(): Promise<UpstreamAnswer> => new Promise((_done, fail) => setTimeout(() => fail(new Error("slow")), 400)), 504],
    ];
    for (const [next, status] of cases) {
      answer = next;
      expect((await get(proxiedScriptUrl(allowed))).status).toBe(status);
    }
  });

  it("answers only GET and HEAD, and leaves other paths to the site", async () => {
    expect((await get(proxiedScriptUrl(allowed), "POST")).status).toBe(405);
    expect(await get(proxiedScriptUrl(allowed), "HEAD")).toMatchObject({ status: 200, body: "" });
    expect((await get("/proxy-other?url=x")).status).toBe(404);
  });

  it("serves local stand-ins of every allowlisted script, and nothing else", async () => {
    const local = localUpstream(join(process.cwd(), "dev", "third-party"));
    const signal = new AbortController().signal;
    for (const url of proxyAllowlist) expect((await local(url, signal)).status, url).toBe(200);
    expect((await local("https://tags.movanta.example/../../../package.json", signal)).status).toBe(404);
  });
});

describe("the proxy allowlist", () => {
  it("holds only canonical https URLs of public host names", () => {
    expect(proxyAllowlist.size).toBeGreaterThan(0);
    for (const bad of [
      "http://tags.movanta.example/a.js",
      "https://Tags.movanta.example/a.js",
      "https://u:p@tags.movanta.example/a.js",
      "https://tags.movanta.example:8443/a.js",
      "https://tags.movanta.example/a.js#x",
      "https://127.0.0.1/a.js",
      "https://[::1]/a.js",
      "https://localhost/a.js",
      "https://printer.local/a.js",
      "https://tags.movanta.example/./a.js",
      "tags.movanta.example/a.js",
    ]) {
      expect(() => parseAllowlist([bad]), bad).toThrow();
    }
    expect([...parseAllowlist([allowed])]).toEqual([allowed]);
  });

  it("builds proxy addresses only for allowlisted scripts", () => {
    expect(proxiedScriptUrl(allowed)).toBe("/proxy?url=https%3A%2F%2Ftags.movanta.example%2Ftag-loader.js");
    expect(() => proxiedScriptUrl("https://evil.example/x.js")).toThrow(/not on the proxy allowlist/);
  });
});
