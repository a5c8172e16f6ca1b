import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Handler } from "../site-server";
import { contentType, resolveFile } from "../static-files";

// `/apps/<name>/<file>` or `/apps/<name>/<version>/<file>`: every version of a demo app is the same files.
const APP_PATH = /^\/apps\/([a-z0-9_-]+)\/(?:(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\/)?([A-Za-z0-9_.-]+)$/;

/** The demo apps' kit: every app ships it from its own base (a real app bundles its library); here one copy in `_shell/` answers for all. */
const KIT = "kit.js";

/** The file an app's URL names: its own, else the kit from `_shell/` for an app that exists. */
export function appFile(appsDir: string, app: string, file: string): string | undefined {
  const own = resolveFile(join(appsDir, app), file);
  if (own || file !== KIT || !resolveFile(join(appsDir, app), "bootstrapper.json")) return own;
  return resolveFile(join(appsDir, "_shell"), KIT);
}

/**
 * Serves the demo runtime apps of `dev/apps/` (and the shell's skeleton bundle and fonts in
 * `_shell/`) under `/apps/`, as the dev environment's app bases. Answers every `/apps/` request.
 */
export function demoAppsHandler(appsDir: string): Handler {
  return (req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
    if (!url.pathname.startsWith("/apps/")) return false;
    const match = APP_PATH.exec(url.pathname);
    const file = match ? appFile(appsDir, match[1] ?? "", match[3] ?? "") : undefined;
    // App files are small: read at once, so headers and body leave together.
    const body = file && !file.endsWith(".ts") && (req.method === "GET" || req.method === "HEAD") ? readFileSync(file) : undefined;
    if (!file || !body) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("No such app file");
      return true;
    }
    res.writeHead(200, {
      "content-type": contentType(file),
      // Apps change while you work on them; a real app host would make hashed scripts immutable.
      "cache-control": "no-cache",
      "access-control-allow-origin": "*",
      "x-content-type-options": "nosniff",
      ...(match?.[2] ? { "x-app-version": match[2] } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
