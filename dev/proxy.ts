import type { IncomingMessage, ServerResponse } from "node:http";
import { PROXY_PATH } from "../src/config/proxy-allowlist";
import type { Handler } from "./site-server";

/** What an upstream answered: only a 200 with a script body is passed on. */
export type UpstreamAnswer = { status: number; contentType: string; body: Uint8Array };

/** Fetches one allowlisted URL; the proxy never hands it anything else. */
export type Upstream = (url: string, signal: AbortSignal) => Promise<UpstreamAnswer>;

export type ProxyOptions = { allowlist: ReadonlySet<string>; upstream: Upstream; timeoutMs?: number };

/** Largest script the proxy passes on. */
export const MAX_SCRIPT_BYTES = 1024 * 1024;
const scriptType = /^(text|application)\/(javascript|ecmascript)\b/i;

/**
 * The third-party script proxy (spec §7) as a handler of the local server: `GET /proxy?url=<url>`
 * forwards only a URL that is, character for character, on the allowlist, and only that one query
 * parameter. Everything else gets 400 before any request leaves the server. No header of the
 * visitor's request (cookies, credentials) goes upstream, and upstream redirects are not followed.
 */
export function createProxyHandler(options: ProxyOptions): Handler {
  return (req, res, url) => {
    if (url.pathname !== PROXY_PATH) return false;
    if (req.method !== "GET" && req.method !== "HEAD") return reply(res, 405, "Method not allowed\n", { allow: "GET, HEAD" });
    const target = allowedTarget(url.searchParams, options.allowlist);
    if (target === undefined) return reply(res, 400, "Bad request: url is not an allowlisted script\n");
    void forward(req, res, target, options);
    return true;
  };
}

/** The one `url` parameter when it is exactly an allowlisted URL; undefined otherwise. */
export function allowedTarget(params: URLSearchParams, allowlist: ReadonlySet<string>): string | undefined {
  const keys = [...params.keys()];
  const value = params.get("url");
  if (keys.length !== 1 || keys[0] !== "url" || value === null) return undefined;
  return allowlist.has(value) ? value : undefined;
}

async function forward(req: IncomingMessage, res: ServerResponse, target: string, options: ProxyOptions): Promise<void> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? 5000);
  try {
    const answer = await options.upstream(target, abort.signal);
    if (answer.status !== 200 || !scriptType.test(answer.contentType) || answer.body.byteLength > MAX_SCRIPT_BYTES) {
      reply(res, 502, "Bad gateway: the upstream did not answer with a script\n");
      return;
    }
    res.writeHead(200, {
      "content-type": "text/javascript; charset=utf-8",
      "content-length": String(answer.body.byteLength),
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : answer.body);
  } catch {
    reply(res, abort.signal.aborted ? 504 : 502, "Bad gateway: the upstream could not be reached\n");
  } finally {
    clearTimeout(timer);
  }
}

function reply(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): true {
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff", ...headers });
  res.end(body);
  return true;
}
