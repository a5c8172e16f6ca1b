import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { markets } from "../markets/index";
import { treeRedirects } from "../src/build/redirects-file";
import { contentSecurityPolicy, inlineHashesByPage, sourcesOf, type PolicySources } from "../src/build/csp";
import { nginxConfig, type NginxServer } from "../src/build/nginx";
import { proxyAllowlist } from "../src/config/proxy-allowlist";

/** The first name server of this machine, for `npm run serve:nginx` (a deployment sets NGINX_RESOLVER). */
export function systemResolver(): string {
  try {
    return /^nameserver\s+(\S+)/m.exec(readFileSync("/etc/resolv.conf", "utf8"))?.[1] ?? "127.0.0.1";
  } catch {
    return "127.0.0.1";
  }
}

/** Where the proxy's relay listens unless NGINX_PROXY_SOCKET says otherwise (nginx's master creates it). */
export const DEFAULT_PROXY_SOCKET = "/run/movanta-proxy.sock";

/** The deployment's server settings: NGINX_LISTEN (comma-separated), NGINX_RESOLVER and NGINX_PROXY_SOCKET. */
export function nginxServerFromEnv(env: NodeJS.ProcessEnv = process.env): NginxServer {
  return {
    listen: (env.NGINX_LISTEN ?? "80").split(",").map((listen) => listen.trim()),
    resolver: env.NGINX_RESOLVER ?? "127.0.0.1",
    proxySocket: env.NGINX_PROXY_SOCKET ?? DEFAULT_PROXY_SOCKET,
  };
}

/**
 * Writes the generated nginx files (src/build/nginx.ts) for the host trees in `distDir` into `outDir`:
 * the hosts whose tree is there, so a subset build into an empty dist/ (`MARKETS=de,ch`, one group of
 * CI's matrix) serves what it built and never reads a tree it did not. With `release`, the files of a
 * release deployed under a server root (scripts/release.ts).
 */
export function writeNginxConfig(distDir: string, outDir: string, server: NginxServer, release?: { id: string; dir: string }): string[] {
  const pageSourcesOf = (host: string): Map<string, PolicySources> =>
    new Map([...inlineHashesByPage(join(distDir, host))].map(([path, hashes]) => [path, sourcesOf(hashes)]));
  const files = nginxConfig({
    ...server,
    markets: markets.filter((market) => existsSync(join(distDir, market.host))),
    allowlist: proxyAllowlist,
    redirectsOf: (host) => treeRedirects(join(distDir, host)),
    policy: contentSecurityPolicy,
    pageSourcesOf,
    release,
  });
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  return Object.keys(files).map((name) => join(outDir, name));
}
