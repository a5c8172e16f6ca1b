import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody } from "../read-body";
import type { Handler } from "../site-server";
import { MAX_EVENTS_BYTES, type createFlagService } from "./index";

/** The flag service's stand-in on the local server under `/flags` (dev only; no build ships it). */
export function flagServiceHandler(service: ReturnType<typeof createFlagService>): Handler {
  return (req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
    if (url.pathname !== "/flags" && !url.pathname.startsWith("/flags/")) return false;
    void answer(service, req, res, url);
    return true;
  };
}

async function answer(service: ReturnType<typeof createFlagService>, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const method = req.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? undefined : await readBody(req, MAX_EVENTS_BYTES);
  if (body === "too large") {
    res.writeHead(413, { "content-type": "text/plain; charset=utf-8", connection: "close" });
    return void res.end("too large");
  }
  const response = await service.handle(
    new Request(`http://flags.local${url.pathname.slice("/flags".length)}${url.search}`, { method, headers, body: body?.toString("utf8") }),
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
}
