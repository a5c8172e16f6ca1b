import { createReadStream, existsSync } from "node:fs";
import { join } from "node:path";
import { MARKETING_DOMAIN, MARKETING_FILE, MARKETING_PATH } from "../../src/components/promotion-hero/media-url";
import type { Handler } from "../site-server";
import { contentType } from "../static-files";

/** A marketing image's path as nginx relays it (src/build/nginx.ts): one file name of an image type. */
const MEDIA_PATH = new RegExp(`^${MARKETING_PATH}/${MARKETING_DOMAIN}/(${MARKETING_FILE})$`);

/**
 * The local stand-in of the media host's marketing folders, at each host's `/marketing/<domain>/<file>`
 * as nginx serves them in production: one folder (this one) for every domain, holding the promotion heroes the
 * content names. Other files of that shape are 404, as the media host would answer; other paths pass.
 */
export function marketingMediaHandler(dir: string): Handler {
  return (req, res, url) => {
    const file = MEDIA_PATH.exec(url.pathname)?.[1];
    if (file === undefined) return false;
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return true;
    }
    const path = join(dir, file);
    if (!existsSync(path)) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return true;
    }
    res.writeHead(200, {
      "content-type": contentType(path),
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(path).pipe(res);
    return true;
  };
}
