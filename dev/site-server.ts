import { createReadStream, existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { productionHostOf, resolveHost } from "../markets/hosts";
import { testHostRobotsTxt } from "../src/seo/sitemap";
import { matchRedirect, treeRedirects } from "../src/build/redirects-file";
import { COMPRESSIBLE } from "../src/build/compress";
import { cacheControl, compressedTwin, contentType, resolveFile } from "./static-files";

/** A request handler for a local extra; returns true when it answered the request. */
export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;

export type SiteServerOptions = { publicDir: string; distDir: string; handlers?: readonly Handler[] };

/**
 * Serves what was built: `dist/<host>/` when the Host header names a built host (production or
 * test host), else `public/`. Paths lose their trailing slash (spec §2); moved paths follow the
 * tree's `_redirects`; unknown paths get the site's 404 page with status 404.
 */
export function createSiteServer(options: SiteServerOptions): Server {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://site.invalid");
    // Handlers of the local extras (demo apps, fixture API, proxy…) come first; each answers or passes.
    for (const handle of options.handlers ?? []) if (handle(req, res, url)) return;
    if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "text/plain", "Method not allowed", { allow: "GET, HEAD" });
    const root = siteRoot(options, req);
    // Internal test hosts serve the production tree but must never be indexed.
    if (isTestHost(req.headers.host ?? "")) {
      res.setHeader("x-robots-tag", "noindex, nofollow");
      if (url.pathname === "/robots.txt") return send(res, 200, "text/plain", testHostRobotsTxt);
    }
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      return send(res, 301, "text/plain", "Moved", { location: `${url.pathname.replace(/\/+$/, "") || "/"}${url.search}` });
    }
    const file = url.pathname === "/_redirects" ? undefined : resolveFile(root, url.pathname);
    if (file) return stream(req, res, 200, root, file);
    // The tree's `_redirects` (old slugs, spec §2) apply where no file answers, as on static hosts.
    const moved = matchRedirect(treeRedirects(root), url.pathname);
    if (moved) return send(res, moved.status, "text/plain", "Moved", { location: `${moved.location}${url.search}` });
    const notFound = notFoundPage(root, url.pathname);
    if (notFound) return stream(req, res, 404, root, notFound);
    return send(res, 404, "text/plain", "Not found");
  });
  // Node closes an idle kept-alive connection after 5 s; a client that sends on it just then gets a
  // reset instead of an answer. Production servers keep them longer (nginx 75 s), and so does this one.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  return server;
}

function isTestHost(hostHeader: string): boolean {
  return productionHostOf.has(hostHeader.toLowerCase().replace(/:\d+$/, ""));
}

function siteRoot(options: SiteServerOptions, req: IncomingMessage): string {
  const host = resolveHost(req.headers.host ?? "");
  const tree = host ? join(options.distDir, host) : undefined;
  return tree && existsSync(tree) ? tree : options.publicDir;
}

/** The 404 page of the path's language (`/fr/404.html` on a shared host), else the host's. */
function notFoundPage(root: string, pathname: string): string | undefined {
  const language = /^\/[a-z]{2}(?=\/|$)/.exec(pathname)?.[0] ?? "";
  return [join(root, language, "404.html"), join(root, "404.html")].find((f) => existsSync(f));
}

function stream(req: IncomingMessage, res: ServerResponse, status: number, root: string, file: string): void {
  const headers: Record<string, string> = {
    "content-type": contentType(file),
    "cache-control": cacheControl(root, file),
    "x-content-type-options": "nosniff",
  };
  // The build's Brotli or gzip twin where the browser takes it (src/build/compress.ts).
  const twin = COMPRESSIBLE.test(file) ? compressedTwin(file, String(req.headers["accept-encoding"] ?? "")) : undefined;
  if (COMPRESSIBLE.test(file)) headers.vary = "Accept-Encoding";
  if (twin) headers["content-encoding"] = twin.encoding;
  res.writeHead(status, headers);
  if (req.method === "HEAD") return void res.end();
  createReadStream(twin?.file ?? file)
    .on("error", () => res.destroy())
    .pipe(res);
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": `${type}; charset=utf-8`, ...headers });
  res.end(body);
}
