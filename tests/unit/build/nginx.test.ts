import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { markets } from "../../../markets/index";
import { nginxConfig, type NginxOptions } from "../../../src/build/nginx";
import { proxied } from "../../../src/config/third-party";
import { proxyAllowlist } from "../../../src/config/proxy-allowlist";
import { tempDir } from "../temp-dir";

const NGINX = "/usr/sbin/nginx";
const BROTLI = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const options: NginxOptions = {
  listen: ["9000"],
  markets,
  allowlist: proxyAllowlist,
  redirectsOf: (host) =>
    host === "www.movanta.de"
      ? [
          { from: "/alt", to: "/neu", status: 301 },
          { from: "/hilfe/:slug", to: "/help/articles/:slug", status: 308 },
          { from: "/blog/*", to: "/news", status: 302 },
        ]
      : [],
  resolver: "127.0.0.1",
  proxySocket: "/run/movanta-proxy.sock",
  policy: (environment, sources) =>
    `default-src 'self'; script-src ${sources.scripts.join(" ")}; style-src ${sources.styles.join(" ")} ${sources.styleAttributes.join(" ")}; env ${environment}`,
  pageSourcesOf: (host) =>
    new Map(
      host === "www.movanta.de"
        ? [
            ["/index.html", { scripts: ["'sha256-home'"], styles: ["'sha256-homestyle'"], styleAttributes: [] }],
            ["/help/index.html", { scripts: ["'sha256-help1'", "'sha256-help2'"], styles: [], styleAttributes: ["'sha256-attr'"] }],
          ]
        : [],
    ),
};
const files = nginxConfig(options);
const sites = files["sites.conf"] ?? "";

/** The server block whose server_name line is exactly `names`. */
function block(names: string): string {
  const start = sites.indexOf(`    server_name ${names};`);
  expect(start, names).toBeGreaterThan(-1);
  return sites.slice(start, sites.indexOf("\n}", start));
}

describe("the generated nginx configuration", () => {
  it("passes nginx -t with Debian's nginx and Brotli module (.ci/run installs them)", () => {
    expect(existsSync(NGINX), `${NGINX} is missing: apt-get install nginx-light libnginx-mod-http-brotli-static`).toBe(true);
    const dir = tempDir("nginx-test-");
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    for (const m of markets) mkdirSync(join(dir, "trees", m.host), { recursive: true });
    writeFileSync(
      join(dir, "nginx.conf"),
      `pid ${dir}/nginx.pid;\nerror_log stderr;\nload_module ${BROTLI};\nevents {}\nhttp {\ninclude /etc/nginx/mime.types;\n${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`).join("\n")}\ninclude ${dir}/sites.conf;\n}\n`,
    );
    const check = spawnSync(NGINX, ["-t", "-p", `${dir}/trees/`, "-c", join(dir, "nginx.conf")], { encoding: "utf8" });
    expect(check.stderr).toContain("test is successful");
    expect(check.status).toBe(0);
  }, 60_000);

  it("proxies every host through one relay, so the CA bundle loads once per kind of upstream and not in each of the 98 servers", () => {
    const all = Object.values(files).join("\n");
    // The script proxy's location and the media host's.
    expect(all.match(/proxy_ssl_trusted_certificate/g)).toHaveLength(2);
    expect(all.match(/listen unix:/g)).toHaveLength(1);
    expect(files["movanta-proxy.conf"]).toContain("proxy_pass http://unix:/run/movanta-proxy.sock:;");
    // The relay checks the allowlist again and verifies the upstream's certificate.
    const relay = sites.slice(
      sites.indexOf("    listen unix:/run/movanta-proxy.sock;"),
      sites.indexOf("\n}", sites.indexOf("listen unix:")),
    );
    expect(relay).toMatch(/location = \/proxy \{\n\s+if \(\$movanta_proxy_target = ""\) \{ return 400; \}/);
    expect(relay).toContain("proxy_ssl_verify on;");
    expect(relay).toContain("proxy_pass $movanta_proxy_target;");
    expect(relay).toContain("location / { return 404; }");
    // Every host's proxy location refuses what is off the allowlist before the relay sees it.
    expect(block("www.movanta.de")).toMatch(
      /location = \/proxy \{\n.+\n\s+if \(\$movanta_proxy_target = ""\) \{ return 400; \}\n\s+include movanta-proxy.conf;/,
    );
  });

  it("relays a domain's marketing images, an image file name only, to its folder on the media host, with nothing of the visitor", () => {
    const location = `location ~ "^/marketing/[a-z0-9.-]+/[A-Za-z0-9_.-]+\\\\.(?:jpe?g|png|webp|avif)$" {\n        include movanta-media.conf;\n    }`;
    for (const host of new Set(markets.map((m) => m.host))) expect(block(host)).toContain(location);
    const media = files["movanta-media.conf"] ?? "";
    for (const line of [
      "limit_except GET { deny all; }",
      "proxy_pass_request_headers off;",
      "proxy_pass_request_body off;",
      // /marketing/<domain>/<file> is the media host's <domain>/marketing/<file>.
      "rewrite ^/marketing/([^/]+)/([^/]+)$ /media/$1/marketing/$2 break;",
      "proxy_pass http://unix:/run/movanta-proxy.sock:;",
      // Whatever the media host answers runs nothing on the site's origin.
      `add_header Content-Security-Policy "default-src 'none'; sandbox" always;`,
      'add_header X-Content-Type-Options "nosniff" always;',
      // A day in the browser's cache, an image only: an error is not kept.
      'add_header Cache-Control "public, max-age=86400";',
    ])
      expect(media.split("\n"), line).toContain(line);
    const relay = sites.slice(
      sites.indexOf("    listen unix:/run/movanta-proxy.sock;"),
      sites.indexOf("\n}", sites.indexOf("listen unix:")),
    );
    expect(relay).toContain(`location ~ "^/media(/[a-z0-9.-]+/marketing/[A-Za-z0-9_.-]+\\\\.(?:jpe?g|png|webp|avif))$" {`);
    expect(relay).toContain("proxy_pass https://media.movanta.example$1;");
  });

  it("refuses a proxy socket nginx could not bind or would read otherwise", () => {
    for (const proxySocket of ["proxy.sock", "/run/my proxy.sock", "/run/a;b.sock", `/run/${"x".repeat(100)}.sock`])
      expect(() => nginxConfig({ ...options, proxySocket }), proxySocket).toThrow(/proxy socket/);
  });

  it("gives every production host its tree, and its test hosts the same tree marked noindex with a disallow-all robots.txt", () => {
    for (const host of new Set(markets.map((m) => m.host))) {
      const own = block(host);
      expect(own).toContain(`root ${host};`);
      expect(own).not.toContain("X-Robots-Tag");
      const tests = [...new Set(markets.filter((m) => m.host === host).flatMap((m) => m.testHosts))].sort();
      const test = block(tests.join(" "));
      expect(test).toContain(`root ${host};`);
      expect(test).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
      expect(test).toContain('location = /robots.txt { default_type text/plain; return 200 "User-agent: *\\nDisallow: /\\n"; }');
    }
  });

  it("answers a host no market names with nothing", () => {
    expect(sites).toMatch(/listen 9000 default_server;\n\s+server_name _;\n\s+return 444;/);
    expect(sites).not.toContain("ssl_reject_handshake");
  });

  it("listens on every address it is given, and over TLS refuses an unknown name the handshake", () => {
    const tls = nginxConfig({ ...options, listen: ["80", "443 ssl"] })["sites.conf"] ?? "";
    expect(tls).toMatch(
      /listen 80 default_server;\n\s+listen 443 ssl default_server;\n\s+server_name _;\n\s+ssl_reject_handshake on;\n\s+return 444;/,
    );
    const de = tls.slice(tls.indexOf("    server_name www.movanta.de;") - 60, tls.indexOf("    server_name www.movanta.de;"));
    expect(de).toMatch(/listen 80;\n\s+listen 443 ssl;\n$/);
  });

  it("sends each page its own Content-Security-Policy, the test hosts that of the stage environment", () => {
    const policy = `add_header Content-Security-Policy "default-src 'self'; script-src $movanta_csp_scripts; style-src $movanta_csp_styles $movanta_csp_attributes; env prod" always;`;
    expect(block("www.movanta.de")).toContain('set $movanta_tree "www.movanta.de";');
    expect(block("www.movanta.de")).toContain(policy);
    const tests = [...new Set(markets.filter((m) => m.host === "www.movanta.de").flatMap((m) => m.testHosts))].sort();
    expect(block(tests.join(" "))).toContain(policy.replace("env prod", "env stage"));
    // Each page's hashes by tree and file, as $uri names the answer (the root's index also as //index.html).
    expect(sites).toContain(
      `map "$movanta_tree:$uri" $movanta_csp_scripts {\n    default "";\n    "www.movanta.de:/index.html" "'sha256-home'";\n    "www.movanta.de://index.html" "'sha256-home'";\n    "www.movanta.de:/help/index.html" "'sha256-help1' 'sha256-help2'";\n}`,
    );
    expect(sites).toContain(`"www.movanta.de:/help/index.html" "'sha256-attr'";`);
  });

  it("sends the security headers on every answer, and keeps them in the proxy's location", () => {
    for (const header of ["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]) {
      expect(block("www.movanta.de")).toMatch(new RegExp(`add_header ${header} ".+" always;`));
      expect(files["movanta-proxy.conf"]).toMatch(new RegExp(`add_header ${header} ".+" always;`));
    }
  });

  it("serves a host's 404 page, and each prefix language's own on a shared host", () => {
    const swiss = block("www.movanta.ch");
    expect(swiss).toContain("error_page 404 /404.html;");
    expect(swiss).toMatch(/location \/fr\/ \{\n\s+try_files \$uri \$uri\/index\.html =404;\n\s+error_page 404 \/fr\/404\.html;/);
  });

  it("turns the tree's redirects into locations, placeholders into captures", () => {
    const german = block("www.movanta.de");
    expect(german).toContain('location = /alt { return 301 "/neu"; }');
    expect(german).toContain('location ~ ^/hilfe/([^/]+)$ { return 308 "/help/articles/$1"; }');
    expect(german).toContain('location ~ ^/blog/(.*)$ { return 302 "/news"; }');
  });

  it("refuses a value that nginx would read as a variable", () => {
    expect(() => nginxConfig({ ...options, redirectsOf: () => [{ from: "/a", to: "/$host", status: 301 }] })).toThrow(
      /redirect target "\/\$host"/,
    );
  });

  it("proxies exactly the allowlisted URLs as the site encodes them, case and all", () => {
    const patterns = [...sites.matchAll(/^\s+"~\^(.+)\$" "(https:[^"]+)";$/gm)].map((m) => ({
      pattern: new RegExp(`^${(m[1] ?? "").replace(/\\\\/g, "\\")}$`),
      url: m[2] ?? "",
    }));
    expect(patterns.map((p) => p.url).sort()).toEqual([...proxyAllowlist].sort());
    const target = (query: string): string | undefined => patterns.find((p) => p.pattern.test(query))?.url;
    for (const url of proxyAllowlist) {
      const query = proxied(url).split("?")[1] ?? "";
      expect(target(query)).toBe(url);
      expect(target(query.toUpperCase())).toBeUndefined();
      expect(target(`${query}&x=1`)).toBeUndefined();
      expect(target(query.replace("%3A", "%3a"))).toBeUndefined();
    }
  });
});
