/**
 * `npm run serve:nginx`: serves the host trees of `npm run build:all` (dist/<host>/) with Debian's
 * nginx and the generated configuration (src/build/nginx.ts), unprivileged, on port 9000 (PORT moves
 * it), as production does. Checks the configuration with `nginx -t` first; Ctrl-C stops it.
 * With TLS_CERT and TLS_KEY (PEM files) it also serves https on HTTPS_PORT (default PORT + 1), as a
 * deployment that terminates TLS in nginx would (NGINX_LISTEN="80,443 ssl").
 * Needs the packages nginx-light and libnginx-mod-http-brotli-static.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, watch, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { systemResolver, writeNginxConfig } from "./nginx-config";

const NGINX = process.env.NGINX ?? "/usr/sbin/nginx";
const port = Number(process.env.PORT ?? 9000);
const tls =
  process.env.TLS_CERT && process.env.TLS_KEY
    ? { cert: process.env.TLS_CERT, key: process.env.TLS_KEY, port: Number(process.env.HTTPS_PORT ?? port + 1) }
    : undefined;
const root = process.cwd();
const dist = join(root, "dist");

if (!existsSync(NGINX)) {
  console.error(`serve:nginx: ${NGINX} is missing: apt-get install nginx-light libnginx-mod-http-brotli-static`);
  process.exit(1);
}
if (!existsSync(dist) || !readdirSync(dist).some((d) => d.startsWith("www."))) {
  console.error("serve:nginx: dist/ holds no host trees: run npm run build:all first");
  process.exit(1);
}
const dir = join(tmpdir(), `movanta-nginx-${port}`);
mkdirSync(dir, { recursive: true });
const started = performance.now();
const seconds = (): string => ((performance.now() - started) / 1000).toFixed(1);
// The proxy's relay listens on a socket of this server's own (a socket left by a killed nginx goes first).
const proxySocket = join(dir, "proxy.sock");
rmSync(proxySocket, { force: true });
writeNginxConfig(dist, dir, {
  listen: [`${port}`, ...(tls ? [`${tls.port} ssl`] : [])],
  resolver: process.env.NGINX_RESOLVER ?? systemResolver(),
  proxySocket,
});
// Each step's time, so a start that takes long says where (the configuration hashes every page's inline code).
console.log(`serve:nginx: configuration written in ${seconds()} s`);
// Debian's module path (its modules-enabled files name it relative to a prefix that is not ours).
const brotli = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
writeFileSync(
  join(dir, "nginx.conf"),
  [
    "daemon off;",
    "worker_processes 1;",
    `pid ${join(dir, "nginx.pid")};`,
    "error_log stderr warn;",
    ...(existsSync(brotli) ? [`load_module ${brotli};`] : []),
    "events { worker_connections 512; }",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    access_log off;",
    "    server_tokens off;",
    "    sendfile on;",
    ...(tls ? [`    ssl_certificate ${tls.cert};`, `    ssl_certificate_key ${tls.key};`] : []),
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `    ${t}_temp_path ${join(dir, t)};`),
    `    include ${join(dir, "sites.conf")};`,
    "}",
    "",
  ].join("\n"),
);
const args = ["-p", `${dist}/`, "-c", join(dir, "nginx.conf")];
const check = spawnSync(NGINX, ["-t", "-q", ...args], { stdio: "inherit" });
if (check.status !== 0) {
  console.error("serve:nginx: nginx -t refused the generated configuration");
  process.exit(1);
}
console.log(`serve:nginx: nginx -t passed at ${seconds()} s`);
// nginx writes its pid file once its sockets listen (before its worker starts; connections wait in the
// backlog meanwhile), so the "Serving" line means requests are answered: tests/e2e/nginx.spec.ts waits for it.
const pidFile = join(dir, "nginx.pid");
rmSync(pidFile, { force: true });
const listening = watch(dir, (_, name) => {
  if (name !== "nginx.pid" || !existsSync(pidFile)) return;
  listening.close();
  console.log(
    `Serving dist/<host>/ with nginx on port ${port}${tls ? ` and https on ${tls.port}` : ""} (configuration in ${dir}) at ${seconds()} s`,
  );
});
const nginx = spawn(NGINX, args, { stdio: "inherit" });
const stop = (): void => void nginx.kill("SIGQUIT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
nginx.on("exit", (code) => process.exit(code ?? 0));
