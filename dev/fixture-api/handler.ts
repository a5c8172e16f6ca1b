import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Handler } from "../site-server";
import { resolveFile } from "../static-files";

/**
 * The fixture web API under `/api`: `GET /api/v1/rentaloffers/offers` answers
 * `fixtures/v1/rentaloffers/offers.json`, whatever the query. Only fixtures exist; nothing is stored.
 */
export function fixtureApiHandler(fixturesDir: string): Handler {
  return (req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
    if (url.pathname !== "/api" && !url.pathname.startsWith("/api/")) return false;
    const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "accept, accept-language, content-type" };
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...cors, "access-control-allow-methods": "GET, HEAD" });
      res.end();
      return true;
    }
    const path = url.pathname.slice("/api".length);
    const file = /^(\/[a-z0-9-]+)+$/.test(path) ? resolveFile(fixturesDir, `${path}.json`) : undefined;
    const [status, body] = file && (req.method === "GET" || req.method === "HEAD") ? [200, readFileSync(file)] : [404, JSON.stringify({ error: "not found", path })];
    res.writeHead(status, { ...cors, "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
