import { join } from "node:path";
import { cacheControl } from "../../../dev/static-files";
import { markets } from "../../../markets/index";
import { CACHE_CONTROL, cacheControlOf } from "../../../src/build/caching";
import { nginxConfig } from "../../../src/build/nginx";
import { isContentHashed } from "../../../src/build/split-hosts";
import { proxyAllowlist } from "../../../src/config/proxy-allowlist";

const immutable = [
  "static/0123456789abcdef0123456789abcdef/hero.jpg",
  "app-0123456789abcdef0123.js",
  "component---src-templates-start-tsx-0123456789abcdef.js",
  // webpack's names: ten digits of the content's hash (src/gatsby/webpack.ts).
  "webpack-runtime-0123456789.js",
  "consent-0123456789abcdef.css",
];
const revalidated = [
  "index.html",
  "help/index.html",
  "page-data/help/page-data.json",
  "page-data/app-data.json",
  "sw.js",
  "chunk-map.json",
  "app-0123.js",
  "app-012345678.js",
  "robots.txt",
];

/** What nginx's generated `map $uri $movanta_cache` answers for a path: the first matching pattern, else the default. */
function nginxCacheOf(path: string): string {
  const sites =
    nginxConfig({
      listen: ["80"],
      markets,
      allowlist: proxyAllowlist,
      redirectsOf: () => [],
      resolver: "127.0.0.1",
      proxySocket: "/run/movanta-proxy.sock",
      policy: () => "",
      pageSourcesOf: () => new Map(),
    })["sites.conf"] ?? "";
  const map = /map \$uri \$movanta_cache \{\n([\s\S]*?)\n\}/.exec(sites)?.[1] ?? "";
  let fallback = "";
  for (const line of map.split("\n")) {
    const entry = /^\s+"~(.+)" "(.+)";$/.exec(line);
    if (entry?.[1] !== undefined && new RegExp(entry[1]).test(`/${path}`)) return entry[2] ?? "";
    fallback = /^\s+default "(.+)";$/.exec(line)?.[1] ?? fallback;
  }
  return fallback;
}

describe("the caching policy", () => {
  it("keeps static assets and content-hashed scripts and styles a year, and revalidates pages, page data and the service worker", () => {
    for (const path of immutable) expect(cacheControlOf(path), path).toBe(CACHE_CONTROL.immutable);
    for (const path of revalidated) expect(cacheControlOf(path), path).toBe(CACHE_CONTROL.revalidate);
  });

  it("is what nginx's generated configuration sends for every path", () => {
    for (const path of [...immutable, ...revalidated]) expect(nginxCacheOf(path), path).toBe(cacheControlOf(path));
  });

  it("is what the local server sends for a file of a tree", () => {
    const root = join("/srv", "dist", "www.movanta.de");
    for (const path of [...immutable, ...revalidated]) expect(cacheControl(root, join(root, path)), path).toBe(cacheControlOf(path));
    // A tree that lies in a folder named static is no reason to keep its pages.
    expect(cacheControl(join("/srv", "static"), join("/srv", "static", "index.html"))).toBe(CACHE_CONTROL.revalidate);
  });

  it("decides which files the host split may share between trees: every immutable one and its compressed twins, no page", () => {
    for (const path of immutable)
      for (const twin of ["", ".br", ".gz"]) expect(isContentHashed(`${path}${twin}`), `${path}${twin}`).toBe(true);
    for (const path of revalidated) expect(isContentHashed(path), path).toBe(false);
  });
});
