import { brand } from "../../markets/brand";
import type { Market } from "../../markets/schema";
import { MARKETING_DOMAIN, MARKETING_FILE, MARKETING_PATH } from "../components/promotion-hero/media-url";
import { CACHE_CONTROL, nginxImmutablePatterns } from "./caching";
import type { PolicySources } from "./csp";
import { PROXY_PATH, proxied } from "../config/third-party";
import { testHostRobotsTxt } from "../seo/sitemap";

/**
 * The nginx configuration of the host trees, generated from the markets (never edited by hand):
 * an `http {}` include with one server per production host and one for its internal test hosts, each
 * rooted in its tree, with Gatsby's caching rules, the build's compressed twins, the host's 404 pages,
 * its redirects, the script proxy for exactly the allowlisted URLs, the domain's marketing media
 * folder, and the security headers.
 * Tree roots are relative to nginx's prefix (`nginx -p <dir with the host trees>`).
 */
export type NginxServer = {
  /**
   * What each server's `listen` lines say, e.g. `["80"]`, or `["80", "443 ssl"]` with the certificate
   * (`ssl_certificate`) set in the surrounding `http {}`.
   */
  listen: readonly string[];
  /** DNS server nginx asks for the proxy's upstream hosts. */
  resolver: string;
  /**
   * The absolute path of the unix socket of the script proxy's relay (see `proxyRelay`), e.g.
   * `/run/movanta-proxy.sock`: a place only nginx's master creates and removes.
   */
  proxySocket: string;
};

export type NginxOptions = NginxServer & {
  markets: readonly Market[];
  /** The allowlisted third-party script URLs of `/proxy?url=` (src/config/proxy-allowlist.ts). */
  allowlist: ReadonlySet<string>;
  /** A host's redirect rules (its tree's `_redirects`), as `from to status`. */
  redirectsOf: (host: string) => readonly { from: string; to: string; status: number }[];
  /** The Content-Security-Policy of an environment with the given inline-code sources (src/build/csp.ts). */
  policy: (environment: "stage" | "prod", sources: PolicySources) => string;
  /** The inline-code sources of each page of a host's tree, by file path (`/index.html`, `/help/index.html`). */
  pageSourcesOf: (host: string) => ReadonlyMap<string, PolicySources>;
  /**
   * A release deployed under a server root (src/build/release/): trees and includes under its folder
   * (`releases/<id>`), its id on every answer, and the previous release's hashed files behind this one's.
   */
  release?: { id: string; dir: string };
};

/** The file of a release's nginx folder that names the previous release: the deploy writes it before each switch. */
export const PREVIOUS_CONF = "previous.conf";

/** Where build:all writes the generated files: `dist/nginx/`, beside the host trees. */
export const NGINX_DIR = "nginx";

/** Headers on every answer of a site, error pages included (`always`). */
export const securityHeaders = [
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), payment=(), usb=(), interest-cohort=()"],
  ["X-Frame-Options", "DENY"],
] as const;

/** Headers of an upstream that never reach the visitor from the proxy. */
const hiddenUpstreamHeaders = [
  "Set-Cookie",
  "Set-Cookie2",
  "Cache-Control",
  "Expires",
  "Pragma",
  "Vary",
  "ETag",
  "Last-Modified",
  "Link",
  "Refresh",
  "Location",
  "Content-Disposition",
  "Content-Security-Policy",
  "Content-Security-Policy-Report-Only",
  "Access-Control-Allow-Origin",
  "Access-Control-Allow-Credentials",
  "Access-Control-Allow-Headers",
  "Access-Control-Allow-Methods",
  "Access-Control-Expose-Headers",
  "Timing-Allow-Origin",
  "Strict-Transport-Security",
  "Alt-Svc",
  "Report-To",
  "Reporting-Endpoints",
  "NEL",
  "Server",
  "X-Powered-By",
  "Service-Worker-Allowed",
  "Origin-Agent-Cluster",
  "Cross-Origin-Resource-Policy",
  "Cross-Origin-Opener-Policy",
  "Cross-Origin-Embedder-Policy",
  "X-Frame-Options",
  "Referrer-Policy",
  "Permissions-Policy",
  "Clear-Site-Data",
  "Accept-CH",
  "Critical-CH",
  "P3P",
];

/** A string as an nginx quoted string; `$` stays a variable, so values from outside must not carry one (literal). */
const quote = (value: string): string => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/** A value from the markets, the allowlist or a redirect list, which nginx must not read as a variable. */
function literal(value: string, what: string): string {
  if (value.includes("$") || /[\u0000-\u001f]/.test(value))
    throw new Error(`nginx config: ${what} ${JSON.stringify(value)} has a "$" or a control character`);
  return value;
}

/** previous.conf: the folder (from nginx's prefix) of the release whose hashed files stay reachable, e.g. `releases/<id>`. */
export const previousConf = (previousDir: string): string =>
  `# Written by the deploy: the release before this one.\nmap $movanta_tree $movanta_previous { default ${quote(literal(previousDir, "release folder"))}; }\n`;

const escapeRegex = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** nginx regex for a `_redirects` pattern: `:name` one segment, a final `*` the rest; the target's `:name` and `:splat` become captures. */
function redirectLocation(rule: { from: string; to: string; status: number }): string {
  const names: string[] = [];
  const pattern = rule.from
    .split("/")
    .map((segment) => {
      if (segment === "*") return (names.push("splat"), "(.*)");
      if (segment.startsWith(":")) return (names.push(segment.slice(1)), "([^/]+)");
      return escapeRegex(literal(segment, "redirect source"));
    })
    .join("/");
  const target = literal(rule.to, "redirect target").replace(/:([a-z]+)/gi, (whole, name: string) =>
    names.includes(name) ? `$${names.indexOf(name) + 1}` : whole,
  );
  if (names.length === 0) return `    location = ${rule.from} { return ${rule.status} ${quote(target)}; }`;
  return `    location ~ ^${pattern}$ { return ${rule.status} ${quote(target)}; }`;
}

/**
 * A location of pages and its 404 page. In a release, a file this release lacks comes from the
 * previous one's tree when it is a hashed asset or page data, so a tab opened before the switch still
 * loads its chunks; a page never does (its policy's hashes are the other release's). Named locations
 * inherit no error_page, so each repeats its own.
 */
function pageLocations(options: NginxOptions, host: string, path: string, prefix: string): string[] {
  const fallback = `@previous${prefix.replace(/[^a-z0-9]/gi, "_")}`;
  return [
    `    location ${path} {`,
    `        try_files $uri $uri/index.html ${options.release ? fallback : "=404"};`,
    `        error_page 404 ${prefix}/404.html;`,
    "    }",
    ...(options.release
      ? [
          `    location ${fallback} {`,
          `        root $movanta_previous/${host};`,
          `        error_page 404 ${prefix}/404.html;`,
          '        if ($movanta_fallback = "") { return 404; }',
          "        try_files $uri =404;",
          "    }",
        ]
      : []),
  ];
}

function serverBlock(options: NginxOptions, host: string, markets: readonly Market[], names: readonly string[], test: boolean): string {
  const prefixes = markets
    .map((m) => m.pathPrefix)
    .filter(Boolean)
    .sort();
  const lines = [
    "server {",
    ...options.listen.map((listen) => `    listen ${listen};`),
    `    server_name ${names.join(" ")};`,
    `    root ${options.release ? `${options.release.dir}/${host}` : host};`,
    "    gzip_static on;",
    "    brotli_static on;",
    "    charset utf-8;",
    // Location headers name the path only, whatever host and port the visitor used.
    "    absolute_redirect off;",
    "    charset_types text/css application/javascript application/json application/manifest+json image/svg+xml text/plain;",
    `    add_header Cache-Control $movanta_cache always;`,
    `    add_header Vary Accept-Encoding always;`,
    ...securityHeaders.map(([name, value]) => `    add_header ${name} ${quote(value)} always;`),
    ...(options.release ? [`    add_header X-Release ${quote(literal(options.release.id, "release id"))} always;`] : []),
    // The page's own hashes come from the maps keyed by tree and file (cspMaps).
    `    set $movanta_tree ${quote(host)};`,
    `    add_header Content-Security-Policy ${quote(options.policy(test ? "stage" : "prod", { scripts: ["$movanta_csp_scripts"], styles: ["$movanta_csp_styles"], styleAttributes: ["$movanta_csp_attributes"] }))} always;`,
    ...(test ? [`    add_header X-Robots-Tag "noindex, nofollow" always;`] : []),
    // Spec §2: no trailing slashes; the query goes along.
    "    rewrite ^(/.*?)/+$ $1 permanent;",
    ...(test ? [`    location = /robots.txt { default_type text/plain; return 200 ${quote(testHostRobotsTxt)}; }`] : []),
    "    location = /_redirects { return 404; }",
    ...pageLocations(options, host, "/", ""),
    ...prefixes.flatMap((prefix) => pageLocations(options, host, `${prefix}/`, prefix)),
    ...options.redirectsOf(host).map(redirectLocation),
    `    location = ${PROXY_PATH} {`,
    // A same-origin script under /proxy must never become a service worker.
    "        if ($http_service_worker) { return 400; }",
    '        if ($movanta_proxy_target = "") { return 400; }',
    `        include ${options.release ? `${options.release.dir}/nginx/` : ""}movanta-proxy.conf;`,
    "    }",
    // Spec §2: a domain's marketing media folder (promotion heroes), an image file name only.
    `    location ~ ${quote(`^${MARKETING_PATH}/${MARKETING_DOMAIN}/${MARKETING_FILE}$`)} {`,
    `        include ${options.release ? `${options.release.dir}/nginx/` : ""}movanta-media.conf;`,
    "    }",
    "}",
  ];
  return lines.join("\n");
}

/** Held in memory, never written to disk. */
const memoryBuffers = ["proxy_buffering on;", "proxy_buffer_size 16k;", "proxy_buffers 16 64k;", "proxy_max_temp_file_size 0;"];

/** Where the relay answers a domain's marketing media: `/media/<domain>/marketing/<file>`. */
const RELAY_MEDIA = "/media";

/** What a host's location sends on to the relay: nothing of the visitor (headers, cookies, body), as GET. */
const visitorStripped = [
  // GET (and so HEAD) only.
  "limit_except GET { deny all; }",
  // Nothing of the visitor goes on: no headers (cookies, referrer, user agent), no body.
  "proxy_pass_request_headers off;",
  "proxy_pass_request_body off;",
  'proxy_set_header Content-Length "";',
  "proxy_method GET;",
  ...memoryBuffers,
];

/**
 * The settings of each host's proxy location (movanta-proxy.conf): what the visitor sends and gets.
 * The location hands the request, allowlisted already, to the relay.
 */
function proxyInclude(options: NginxOptions): string {
  return [
    ...visitorStripped,
    // An add_header here replaces the server's, so the security headers are repeated.
    'add_header Cache-Control "public, max-age=300" always;',
    'add_header Cross-Origin-Resource-Policy "same-origin" always;',
    ...securityHeaders.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    // The URI goes unchanged, so the relay reads the same `url=` (and checks it again).
    `proxy_pass http://unix:${options.proxySocket}:;`,
  ].join("\n");
}

/**
 * The settings of each host's marketing media location (movanta-media.conf): `/marketing/<domain>/<file>`
 * asked of the relay as the media host's `<domain>/marketing/<file>`. An image a day in
 * the browser's cache (not an error: no `always`); whatever the media host answers, it runs nothing
 * on the site's origin (sandboxed, no sources) and is never read as another type.
 */
function mediaInclude(options: NginxOptions): string {
  return [
    ...visitorStripped,
    'add_header Cache-Control "public, max-age=86400";',
    `add_header Content-Security-Policy "default-src 'none'; sandbox" always;`,
    'add_header Cross-Origin-Resource-Policy "same-origin" always;',
    ...securityHeaders.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    `rewrite ^${MARKETING_PATH}/([^/]+)/([^/]+)$ ${RELAY_MEDIA}/$1${MARKETING_PATH}/$2 break;`,
    `proxy_pass http://unix:${options.proxySocket}:;`,
  ].join("\n");
}

/**
 * The one way out to the upstreams (the script proxy's allowlisted URLs, the media host's marketing
 * folders), shared by every host. nginx 1.22 gives each location that proxies to https its own TLS
 * context, loading the system's CA bundle (200 KB) into each: in every host's location that made
 * `nginx -t` take 3.5 s here and over a minute on a busy machine. Here it loads once per kind.
 * Only nginx reaches it (a unix socket); it answers the allowlisted URLs and image paths only, as the hosts do.
 */
function proxyRelay(options: NginxOptions): string[] {
  if (!options.proxySocket.startsWith("/") || options.proxySocket.length > 100 || /[\s;{}'"]/.test(options.proxySocket))
    throw new Error(
      `nginx config: the proxy socket ${JSON.stringify(options.proxySocket)} must be an absolute path of at most 100 characters without spaces, quotes, braces or ";"`,
    );
  const media = literal(brand.mediaBase, "media host").replace(/\/+$/, "");
  const upstream = [
    `resolver ${options.resolver} valid=300s ipv6=off;`,
    "resolver_timeout 5s;",
    "proxy_http_version 1.1;",
    "proxy_ssl_server_name on;",
    "proxy_ssl_verify on;",
    "proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;",
    "proxy_connect_timeout 5s;",
    "proxy_send_timeout 5s;",
    "proxy_read_timeout 10s;",
    // Redirects are not followed, nor passed on: a redirect could lead off the allowlist.
    "proxy_redirect off;",
    "proxy_intercept_errors on;",
    // (Only the redirects: the location's own `return 400` must stay a 400.)
    "error_page 300 301 302 303 305 307 308 =502 @proxy_refused;",
    "proxy_ignore_headers Set-Cookie Cache-Control Expires Vary X-Accel-Redirect X-Accel-Expires X-Accel-Limit-Rate X-Accel-Buffering X-Accel-Charset;",
    ...hiddenUpstreamHeaders.map((h) => `proxy_hide_header ${h};`),
    ...memoryBuffers,
  ];
  return [
    "# The relay to the script proxy's allowlisted upstreams and the media host (src/build/nginx.ts, proxyRelay).",
    "server {",
    `    listen unix:${options.proxySocket};`,
    "    server_name movanta-proxy-relay;",
    `    location = ${PROXY_PATH} {`,
    '        if ($movanta_proxy_target = "") { return 400; }',
    ...[...upstream, 'proxy_set_header Accept "text/javascript, application/javascript";', "proxy_pass $movanta_proxy_target;"].map(
      (line) => `        ${line}`,
    ),
    "    }",
    // A domain's marketing folder on the media host: `/media/<domain>/marketing/<file>` -> `<media host>/<domain>/marketing/<file>`.
    `    location ~ ${quote(`^${RELAY_MEDIA}(/${MARKETING_DOMAIN}${MARKETING_PATH}/${MARKETING_FILE})$`)} {`,
    ...[...upstream, 'proxy_set_header Accept "image/avif, image/webp, image/*";', `proxy_pass ${media}$1;`].map(
      (line) => `        ${line}`,
    ),
    "    }",
    "    location @proxy_refused { return 502; }",
    "    location / { return 404; }",
    "}",
    "",
  ];
}

/**
 * Each page's inline-code hashes, by tree and file as nginx knows the answer (`$uri` after try_files or
 * error_page: `/help/index.html`, `/404.html`; the root's index is `//index.html`). One policy per page
 * keeps each header short: a host's union of hashes (one `window.pagePath` script per page) would
 * pass nginx's limit of 4096 characters per value.
 */
function cspMaps(options: NginxOptions, hosts: readonly string[]): string[] {
  const pages = hosts.flatMap((host) =>
    [...options.pageSourcesOf(host)].flatMap(([path, sources]) => {
      literal(path, "page path");
      const keys = path === "/index.html" ? [`${host}:${path}`, `${host}:/${path}`] : [`${host}:${path}`];
      return keys.map((key) => ({ key, sources }));
    }),
  );
  const map = (variable: string, pick: (s: PolicySources) => readonly string[]): string[] => [
    `map "$movanta_tree:$uri" $${variable} {`,
    '    default "";',
    ...pages.map(({ key, sources }) => `    ${quote(key)} ${quote(pick(sources).join(" "))};`),
    "}",
    "",
  ];
  return [
    ...map("movanta_csp_scripts", (s) => s.scripts),
    ...map("movanta_csp_styles", (s) => s.styles),
    ...map("movanta_csp_attributes", (s) => s.styleAttributes),
  ];
}

/**
 * What a release may take from the previous one: the immutable files and page data (a path's page
 * data only when this release has none there). `$movanta_previous` comes from the release's
 * previous.conf, which the deploy writes before the switch.
 */
function releaseMaps(release: { dir: string }): string[] {
  return [
    `include ${release.dir}/nginx/${PREVIOUS_CONF};`,
    "map $uri $movanta_fallback {",
    '    default "";',
    ...[...nginxImmutablePatterns(), "^/page-data/"].map((pattern) => `    "~${pattern}" 1;`),
    "}",
    "",
  ];
}

/** The generated files: the `http {}` include (sites.conf) and the proxy's include, by file name. */
export function nginxConfig(options: NginxOptions): Record<string, string> {
  const byHost = new Map<string, Market[]>();
  for (const m of options.markets) byHost.set(m.host, [...(byHost.get(m.host) ?? []), m]);
  const hosts = [...byHost.keys()].sort();
  const sites = [
    "# Generated by build:all from markets/ and src/config/proxy-allowlist.ts (src/build/nginx.ts): do not edit.",
    "# Include inside http {}; roots are relative to nginx's prefix, the directory holding the host trees.",
    "",
    "server_names_hash_bucket_size 128;",
    "server_names_hash_max_size 4096;",
    "map_hash_bucket_size 256;",
    "map_hash_max_size 65536;",
    "",
    ...cspMaps(options, hosts),
    "map $uri $movanta_cache {",
    // The policy's patterns carry no quote or variable: quoted as they are, because a brace ends an unquoted value.
    ...nginxImmutablePatterns().map((pattern) => `    "~${pattern}" ${quote(CACHE_CONTROL.immutable)};`),
    `    default ${quote(CACHE_CONTROL.revalidate)};`,
    "}",
    "",
    ...(options.release ? releaseMaps(options.release) : []),
    // Exactly `url=<the allowlisted URL as the site encodes it>`: other case, encoding or parameters are no match.
    "map $args $movanta_proxy_target {",
    '    default "";',
    // Regular expressions, because nginx compares a map's plain strings ignoring case.
    ...[...options.allowlist]
      .sort()
      .map(
        (url) =>
          `    ${quote(`~^${escapeRegex(literal(proxied(url).slice(PROXY_PATH.length + 1), "allowlisted URL"))}$`)} ${quote(literal(url, "allowlisted URL"))};`,
      ),
    "}",
    "",
    "# A host no market names gets no site.",
    "server {",
    ...options.listen.map((listen) => `    listen ${listen} default_server;`),
    "    server_name _;",
    // Over TLS an unknown name gets no handshake either, so no host's certificate is shown to it.
    ...(options.listen.some((listen) => /\bssl\b/.test(listen)) ? ["    ssl_reject_handshake on;"] : []),
    "    return 444;",
    "}",
    "",
    ...proxyRelay(options),
    ...hosts.flatMap((host) => {
      const markets = byHost.get(host) ?? [];
      const testHosts = [...new Set(markets.flatMap((m) => m.testHosts))].sort();
      return [
        serverBlock(options, host, markets, [host], false),
        "",
        ...(testHosts.length ? [serverBlock(options, host, markets, testHosts, true), ""] : []),
      ];
    }),
  ].join("\n");
  return { "sites.conf": sites, "movanta-proxy.conf": `${proxyInclude(options)}\n`, "movanta-media.conf": `${mediaInclude(options)}\n` };
}
