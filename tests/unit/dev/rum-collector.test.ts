import { readFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { DEV_REPORTS_PATH, rumCollectorHandler } from "../../../dev/rum-collector/handler";
import { createRumStore } from "../../../dev/rum-collector/store";
import { createSiteServer } from "../../../dev/site-server";
import { tempDir } from "../temp-dir";

const file = join(tempDir("rum-"), "rum", "reports.ndjson");
const root = process.cwd();
const server = createSiteServer({
  publicDir: join(root, "tests", "no-public"),
  distDir: join(root, "tests", "no-dist"),
  handlers: [rumCollectorHandler(createRumStore(file))],
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** One request through node's http module (fetch would not send a Cookie header); answers status and body. */
function send(method: string, path: string, body?: string, cookie?: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = { "content-type": "text/plain;charset=UTF-8", ...(cookie ? { cookie } : {}) };
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", fail);
    req.end(body);
  });
}

const report = {
  metric: "LCP",
  value: 1234,
  rating: "good",
  id: "v6-1700000000000-1000000000001",
  navigationType: "navigate",
  template: "start",
  layout: "ibe",
  market: "us",
  path: "/",
  app: "rac-search",
};
const beacon = (reports: unknown[]): string => JSON.stringify({ reports });
const beaconsOf = async (scope: string): Promise<unknown> => JSON.parse((await send("GET", `${DEV_REPORTS_PATH}?scope=${scope}`)).body);

describe("the local field-data collector", () => {
  it("keeps each beacon under the scope its cookie names, for tests to read", async () => {
    expect((await send("POST", "/rum/v1/reports", beacon([report, { ...report, metric: "CLS", value: 0 }]), "rum-scope=one")).status).toBe(
      204,
    );
    expect((await send("POST", "/rum/v1/reports", beacon([report]), "other=1; rum-scope=two")).status).toBe(204);
    expect(await beaconsOf("one")).toEqual({ beacons: [[report, { ...report, metric: "CLS", value: 0 }]] });
    expect(await beaconsOf("two")).toEqual({ beacons: [[report]] });
    expect(await beaconsOf("three")).toEqual({ beacons: [] });
  });

  it("appends every report to the export file with the time it arrived", async () => {
    await send("POST", "/rum/v1/reports", beacon([{ ...report, id: "v6-appended" }]), "rum-scope=file");
    const lines = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line): unknown => JSON.parse(line));
    expect(lines.at(-1)).toEqual({ ...report, id: "v6-appended", receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/) });
  });

  it("refuses a body that is not a beacon of valid reports, and keeps nothing of it", async () => {
    const refused = [
      "not json",
      JSON.stringify([report]),
      beacon([]),
      beacon([{ ...report, metric: "FID" }]),
      beacon([{ ...report, path: "/?email=a@b.c" }]),
      beacon([{ ...report, extra: "field" }]),
      beacon(Array.from({ length: 11 }, () => report)),
    ];
    for (const body of refused) {
      const answer = await send("POST", "/rum/v1/reports", body, "rum-scope=bad");
      expect(answer.status, body).toBe(400);
      expect(answer.body).toMatch(/not a beacon of valid reports/);
    }
    expect((await send("POST", "/rum/v1/reports", "x".repeat(70 * 1024), "rum-scope=bad")).status).toBe(413);
    expect(await beaconsOf("bad")).toEqual({ beacons: [] });
  });

  it("answers 404 for other paths and methods under /rum, and leaves other paths to the site", async () => {
    expect((await send("GET", "/rum/v1/reports")).status).toBe(404);
    expect((await send("POST", "/rum/other", beacon([report]))).status).toBe(404);
    expect((await send("GET", "/rumour")).body).not.toMatch(/collector/);
  });
});
