import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createSiteServer } from "../../../dev/site-server";
import { fixtureRoot } from "../content/fixture-root";

const root = fixtureRoot({
  "public/index.html": "home",
  "public/help/articles/x/index.html": "article",
  "public/branches/index.html": "a page that shadows its redirect",
  "public/_redirects":
    "/old-branches /car-rental 301\n/help/article/:id /help/articles/:id 301\n/help-centre/* /help/:splat 301\n/branches /car-rental 301\n",
  "public/404.html": "not found",
  "dist/www.movanta.de/index.html": "german home",
  "dist/www.movanta.de/_redirects": "/old-branches /mietwagen 301\n",
});
const server = createSiteServer({ publicDir: join(root, "public"), distDir: join(root, "dist") });
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

function get(path: string, host = "localhost"): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("the local server's redirects", () => {
  it("follow the tree's _redirects, patterns included, keeping the query", async () => {
    expect(await get("/old-branches?from=mail")).toMatchObject({ status: 301, location: "/car-rental?from=mail" });
    expect(await get("/help/article/x")).toMatchObject({ status: 301, location: "/help/articles/x" });
    expect(await get("/help-centre/articles/x")).toMatchObject({ status: 301, location: "/help/articles/x" });
  });

  it("use each host tree's own file", async () => {
    expect(await get("/old-branches", "www.movanta.de")).toMatchObject({ status: 301, location: "/mietwagen" });
    expect(await get("/help/article/x", "www.movanta.de")).toMatchObject({ status: 404 });
  });

  it("leave paths with a file alone and never serve the rules themselves", async () => {
    expect(await get("/branches")).toMatchObject({ status: 200, body: "a page that shadows its redirect" });
    expect(await get("/_redirects")).toMatchObject({ status: 404, body: "not found" });
  });
});
