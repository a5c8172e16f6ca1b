import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { markets } from "../markets/index";
import { treeRedirects } from "../dev/redirects";
import { contentSecurityPolicy, inlineHashesOfTree, type InlineHashes } from "../src/build/csp";
import { nginxConfig } from "../src/build/nginx";
import { proxyAllowlist } from "../src/config/proxy-allowlist";

/** The first name server of this machine, for `npm run serve:nginx` (a deployment sets NGINX_RESOLVER). */
export function systemResolver(): string {
  try {
    return /^nameserver\s+(\S+)/m.exec(readFileSync("/etc/resolv.conf", "utf8"))?.[1] ?? "127.0.0.1";
  } catch {
    return "127.0.0.1";
  }
}

/** Writes the generated nginx files (src/build/nginx.ts) for the host trees in `distDir` into `outDir`. */
export function writeNginxConfig(distDir: string, outDir: string, listen: string, resolver: string): string[] {
  const hashes = new Map<string, InlineHashes>();
  const hashesOf = (host: string): InlineHashes => {
    const known = hashes.get(host);
    if (known) return known;
    const found = inlineHashesOfTree(join(distDir, host));
    hashes.set(host, found);
    return found;
  };
  const files = nginxConfig({
    listen,
    markets,
    allowlist: proxyAllowlist,
    redirectsOf: (host) => treeRedirects(join(distDir, host)),
    resolver,
    cspOf: (host, environment) => contentSecurityPolicy(environment, hashesOf(host)),
  });
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(outDir, name), text);
  return Object.keys(files).map((name) => join(outDir, name));
}
