import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { demoAppsHandler } from "../../../dev/apps/handler";
import { fixtureApiHandler } from "../../../dev/fixture-api/handler";
import { createFixtureApi } from "../../../dev/fixture-api/index";
import { createSiteServer } from "../../../dev/site-server";

const root = process.cwd();
const server = createSiteServer({
  publicDir: join(root, "tests", "no-public"),
  distDir: join(root, "tests", "no-dist"),
  handlers: [demoAppsHandler(join(root, "dev", "apps")), fixtureApiHandler(createFixtureApi())],
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

function get(path: string, method = "GET"): Promise<{ status: number; type: string; body: string; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { method }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body, headers: res.headers }));
    });
    req.on("error", fail);
    req.end();
  });
}

function send(
  path: string,
  body: string | undefined,
  headers: Record<string, string> = {},
  method = "POST",
): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { method, headers: { "content-type": "application/json", ...headers } }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", fail);
    req.end(body);
  });
}

describe("the local server's demo apps", () => {
  it("serves an app's bootstrapper and scripts under /apps/<name>/", async () => {
    const bootstrapper = await get("/apps/rac-search/bootstrapper.json");
    expect(bootstrapper).toMatchObject({ status: 200, type: "application/json; charset=utf-8" });
    expect(JSON.parse(bootstrapper.body)).toEqual({ kit: "kit.js", texts: "texts.js", main: "main.js" });
    expect(await get("/apps/rac-search/main.js")).toMatchObject({ status: 200, type: "text/javascript; charset=utf-8" });
  });

  it("serves the same files for any version path and says which version was asked", async () => {
    const answer = await get("/apps/account/2.1.0-beta.1/main.js");
    expect(answer.status).toBe(200);
    expect(answer.headers["x-app-version"]).toBe("2.1.0-beta.1");
  });

  it("serves the apps' kit under every app's own base, as each app ships it, and under no unknown app", async () => {
    const kit = await get("/apps/zen-search/kit.js");
    expect(kit).toMatchObject({ status: 200, type: "text/javascript; charset=utf-8" });
    expect(kit.body).toContain("window.movantaDemoKit");
    expect((await get("/apps/account/1.2.3/kit.js")).status).toBe(200);
    expect((await get("/apps/no-such-app/kit.js")).status).toBe(404);
  });

  it("serves the shell's skeleton bundle and fonts stylesheet", async () => {
    expect(await get("/apps/_shell/skeleton.js")).toMatchObject({ status: 200, type: "text/javascript; charset=utf-8" });
    expect(await get("/apps/_shell/fonts.css")).toMatchObject({ status: 200, type: "text/css; charset=utf-8" });
  });

  it("answers 404 for unknown apps and files, its own sources and paths that try to leave the folder", async () => {
    for (const path of [
      "/apps/no-such-app/bootstrapper.json",
      "/apps/rac-search/nope.js",
      "/apps/handler.ts",
      "/apps/rac-search/%2e%2e%2fhandler.ts",
      "/apps/..%2fserver.ts/x.js",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get("/apps/rac-search/main.js", "POST")).status).toBe(404);
  });
});

describe("the local server's fixture API", () => {
  it("answers an endpoint as JSON under /api, ignoring query parameters it does not know", async () => {
    const answer = await get("/api/v1/rentaloffers/offers?pickup=x&currency=EUR");
    expect(answer).toMatchObject({ status: 200, type: "application/json; charset=utf-8" });
    expect(JSON.parse(answer.body)).toHaveProperty("offers");
    expect(answer.headers["access-control-allow-origin"]).toBe("*");
  });

  it("answers the spec's subscription branches and offers", async () => {
    expect((await get("/api/v2/apps/subscriptionbranches?country=DE")).status).toBe(200);
    expect((await get("/api/v1/rentaloffers/subscriptionoffers")).status).toBe(200);
  });

  it("answers unknown endpoints and odd paths with a JSON 404", async () => {
    for (const path of ["/api/v1/nope", "/api/v1/rentaloffers/offers.json", "/api/v1/Rentaloffers/offers", "/api/v1//offers"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "notFound" } });
    }
    // URL parsing folds an encoded `..` before any handler sees the path: nothing leaves /api.
    expect((await get("/api/%2e%2e/handler")).status).toBe(404);
  });

  it("answers a POST with its JSON body, and refuses a body over 64 KiB with 413", async () => {
    const vote = await send("/api/v1/knowledge-article/contact", JSON.stringify({ "country-code": "DE" }));
    expect(vote.status).toBe(400);
    expect(JSON.parse(vote.body)).toMatchObject({ error: { code: "invalidField" } });
    const big = await send("/api/v2/users/confirmations/resend", "x".repeat(70 * 1024));
    expect(big.status).toBe(413);
  });

  it("drops the connection for an injected network fault", async () => {
    await expect(send("/api/v1/apps/fleet/list", undefined, { "x-fixture-fault": "rental.fleet:network" }, "GET")).rejects.toThrow();
  });

  it("answers a CORS preflight", async () => {
    expect((await get("/api/v1/rentaloffers/offers", "OPTIONS")).status).toBe(204);
  });
});
