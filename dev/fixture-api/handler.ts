import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody } from "../read-body";
import type { Handler } from "../site-server";
import { NetworkFault } from "./faults";
import { MAX_BODY_BYTES, type FixtureApi } from "./index";

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "accept, accept-language, content-type, x-fixture-fault",
};

/**
 * The fixture web API on the local server under `/api` (README, docs/web-api.md): the request goes to
 * the same `FixtureApi` the unit tests and the build use. A body over 64 KiB is refused with 413
 * without reading the rest.
 */
export function fixtureApiHandler(api: FixtureApi): Handler {
  return (req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
    if (url.pathname !== "/api" && !url.pathname.startsWith("/api/")) return false;
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...cors, "access-control-allow-methods": "GET, HEAD, POST" });
      res.end();
      return true;
    }
    void answer(api, req, res, url);
    return true;
  };
}

async function answer(api: FixtureApi, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === "too large") {
    res.writeHead(413, { ...cors, "content-type": "application/json; charset=utf-8", connection: "close" });
    res.end(JSON.stringify({ error: { code: "tooLarge", message: `the body is over ${MAX_BODY_BYTES} bytes` } }));
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const method = req.method ?? "GET";
  const request = new Request(`http://fixture.local${url.pathname.slice("/api".length)}${url.search}`, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : new Uint8Array(body),
  });
  try {
    const response = await api.handle(request);
    res.writeHead(response.status, { ...cors, ...Object.fromEntries(response.headers) });
    res.end(method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    // An injected network fault: drop the connection without an answer.
    if (error instanceof NetworkFault) return void res.destroy();
    console.error("[fixture-api]", error);
    res.writeHead(500, { ...cors, "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ error: { code: "internal", message: "the fixture failed" } }));
  }
}
