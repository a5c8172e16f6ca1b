import type { IncomingMessage, ServerResponse } from "node:http";
import * as v from "valibot";
import { rumBase, REPORTS_PATH } from "../../src/services/rum/collector";
import { rumBeaconSchema } from "../../src/services/rum/schema";
import { readBody } from "../read-body";
import type { Handler } from "../site-server";
import { createRumStore, defaultReportsFile, type RumStore } from "./store";

/** The cookie that names a test's scope (`rum-scope=<id>`); a beacon without it goes to the scope `default`. */
export const RUM_SCOPE_COOKIE = "rum-scope";

/** Where tests read a scope's beacons: `GET /rum/__dev/reports?scope=<id>` → `{ "beacons": [[report, …], …] }`. */
export const DEV_REPORTS_PATH = `${rumBase.dev}/__dev/reports`;

/** sendBeacon's own limit on what a page may have in flight. */
const MAX_BODY_BYTES = 64 * 1024;
const SCOPE = /^[\w-]{1,64}$/;

/**
 * The stand-in of the field-data collector on the local server (docs/field-data.md): takes beacons at
 * `POST /rum/v1/reports`, refuses one that is not `{"reports":[…]}` of valid reports (400), keeps them
 * per scope for tests and appends every report to the export file that `npm run rum:report` reads.
 */
export function rumCollectorHandler(store: RumStore): Handler {
  return (req, res, url) => {
    if (url.pathname !== rumBase.dev && !url.pathname.startsWith(`${rumBase.dev}/`)) return false;
    const scope = scopeOf(req);
    if (url.pathname === DEV_REPORTS_PATH && req.method === "GET") {
      reply(res, 200, { beacons: store.beacons(url.searchParams.get("scope") ?? "default") });
    } else if (url.pathname === `${rumBase.dev}${REPORTS_PATH}` && req.method === "POST") {
      void readBody(req, MAX_BODY_BYTES).then((body) => {
        const beacon = body === "too large" ? undefined : v.safeParse(rumBeaconSchema, parseJson(body.toString("utf8")));
        if (!beacon?.success) return reply(res, body === "too large" ? 413 : 400, { error: refusal(beacon?.issues) });
        store.add(scope, beacon.output.reports, new Date());
        res.writeHead(204, { "cache-control": "no-store" });
        res.end();
      });
    } else {
      reply(res, 404, { error: `no collector endpoint ${req.method ?? ""} ${url.pathname}` });
    }
    return true;
  };
}

/** The collector of `npm run serve`, appending to `.cache/rum/reports.ndjson` of the project (or `RUM_REPORTS_FILE`). */
export const localRumCollector = (root: string): Handler => rumCollectorHandler(createRumStore(defaultReportsFile(root)));

function scopeOf(req: IncomingMessage): string {
  const cookie = new RegExp(`(?:^|;\\s*)${RUM_SCOPE_COOKIE}=([^;]*)`).exec(req.headers.cookie ?? "")?.[1];
  return cookie !== undefined && SCOPE.test(cookie) ? cookie : "default";
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

function refusal(issues: readonly v.BaseIssue<unknown>[] | undefined): string {
  if (!issues) return `the body is over ${MAX_BODY_BYTES} bytes`;
  const first = issues[0];
  const path = first ? v.getDotPath(first) : null;
  return `not a beacon of valid reports: ${path ? `${path}: ` : ""}${first?.message ?? "unreadable"}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
