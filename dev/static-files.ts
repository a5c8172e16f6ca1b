import { existsSync, statSync } from "node:fs";
import { extname, join, normalize, relative, sep } from "node:path";
import { cacheControlOf } from "../src/build/caching";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

/** Content type by file extension; unknown files are served as bytes. */
export const contentType = (file: string): string => types[extname(file)] ?? "application/octet-stream";

/** The Cache-Control header of a file under a tree's root, by the site's caching policy (src/build/caching.ts), as nginx sends it. */
export const cacheControl = (root: string, file: string): string => cacheControlOf(relative(root, file).split(sep).join("/"));

/**
 * The file a URL path maps to under `root`: the file itself, or the page's `index.html`.
 * Undefined when nothing matches or the path would leave the root.
 */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const target = normalize(join(root, decoded));
  if (target !== root && !target.startsWith(root + sep)) return undefined;
  for (const candidate of [target, join(target, "index.html")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Encodings a request accepts (q > 0), from its Accept-Encoding header. */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The Brotli twin, else the gzip twin of a file, when the request accepts it and the build wrote it. */
export function compressedTwin(file: string, acceptEncoding: string): { file: string; encoding: "br" | "gzip" } | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has("br") && existsSync(`${file}.br`)) return { file: `${file}.br`, encoding: "br" };
  if (accepted.has("gzip") && existsSync(`${file}.gz`)) return { file: `${file}.gz`, encoding: "gzip" };
  return undefined;
}
