import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createSiteServer } from "../../../dev/site-server";
import { resolveFile } from "../../../dev/static-files";
import { fixtureRoot } from "../content/fixture-root";

const root = fixtureRoot({
  "public/index.html": "public home",
  "public/help/index.html": "public help",
  "public/404.html": "public not found",
  "dist/www.movanta.de/index.html": "german home",
  "dist/www.movanta.de/404.html": "german not found",
  "dist/www.movanta.ch/fr/404.html": "page introuvable",
  "dist/www.movanta.ch/404.html": "Seite nicht gefunden",
  "secret.txt": "outside",
});
const server = createSiteServer({ publicDir: join(root, "public"), distDir: join(root, "dist") });
let base = "";

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** Node's fetch will not set Host, so requests go through the http module's own request. */
async function get(path: string, host?: string): Promise<{ status: number; body: string; location?: string; robots?: string }> {
  const { request } = await import("node:http");
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { headers: host ? { host } : {} }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () =>
        done({ status: res.statusCode ?? 0, body, location: res.headers.location, robots: [res.headers["x-robots-tag"]].flat()[0] }),
      );
    });
    req.on("error", fail);
    req.end();
  });
}

describe("the local site server", () => {
  it("serves public/ for localhost and a page's index.html for its path", async () => {
    expect(await get("/help")).toMatchObject({ status: 200, body: "public help" });
  });

  it("serves dist/<host>/ for a production host and for its test host", async () => {
    expect(await get("/", "www.movanta.de")).toMatchObject({ status: 200, body: "german home" });
    expect(await get("/", "DE.internal.movanta-test.com:9000")).toMatchObject({ status: 200, body: "german home" });
  });

  it("keeps internal test hosts out of search engines", async () => {
    expect(await get("/", "de.internal.movanta-test.com")).toMatchObject({ body: "german home", robots: "noindex, nofollow" });
    expect(await get("/robots.txt", "de.internal.movanta-test.com")).toMatchObject({ status: 200, body: "User-agent: *\nDisallow: /\n" });
    expect((await get("/", "www.movanta.de")).robots).toBeUndefined();
  });

  it("redirects a trailing slash permanently, keeping the query", async () => {
    expect(await get("/help/?q=1")).toMatchObject({ status: 301, location: "/help?q=1" });
  });

  it("answers unknown paths with the host's 404 page, in the path's language", async () => {
    expect(await get("/nope", "www.movanta.de")).toMatchObject({ status: 404, body: "german not found" });
    expect(await get("/fr/nope", "www.movanta.ch")).toMatchObject({ status: 404, body: "page introuvable" });
    expect(await get("/nope", "www.movanta.ch")).toMatchObject({ status: 404, body: "Seite nicht gefunden" });
  });

  it("never serves a file outside the site's root", async () => {
    expect(resolveFile(join(root, "public"), "/../secret.txt")).toBeUndefined();
    expect(resolveFile(join(root, "public"), "/%2e%2e/secret.txt")).toBeUndefined();
    expect(resolveFile(join(root, "public"), "/%E0%A4%A")).toBeUndefined();
    expect((await get("/%2e%2e/secret.txt")).body).not.toContain("outside");
  });
});
