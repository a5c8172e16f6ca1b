import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { NGINX_DIR, PREVIOUS_CONF, previousConf, type NginxServer } from "../src/build/nginx";
import { MANIFEST, RELEASES_DIR, treeDigest, type Manifest } from "../src/build/release/manifest";
import { writeNginxConfig } from "./nginx-config";

/** What a release is made of: the host trees (dist/ of build:all) and who and where. */
export type ReleaseInput = {
  /** The folder holding a tree per host. */
  trees: string;
  /** The hosts it ships, each with its test hosts. */
  hosts: readonly { host: string; testHosts: readonly string[] }[];
  /** The releases folder to write `<id>/` into. */
  out: string;
  id: string;
  commit: string;
  /** nginx's listen lines, resolver and proxy socket (NGINX_LISTEN, NGINX_RESOLVER, NGINX_PROXY_SOCKET). */
  server: NginxServer;
};

/**
 * Writes `<out>/<id>/`: every host tree, the nginx files generated for the release's place under a
 * server root (`releases/<id>/…`) and the manifest. Written beside and renamed into place, so a
 * release folder is always complete. Returns the manifest.
 */
export function writeRelease(input: ReleaseInput): Manifest {
  const missing = input.hosts.filter(({ host }) => !existsSync(join(input.trees, host))).map(({ host }) => host);
  if (missing.length) throw new Error(`no tree in ${input.trees} for ${missing.join(", ")}`);
  mkdirSync(input.out, { recursive: true });
  const staging = join(input.out, `.incoming-${input.id}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  for (const { host } of input.hosts) cpSync(join(input.trees, host), join(staging, host), { recursive: true, dereference: true });
  const dir = `${RELEASES_DIR}/${input.id}`;
  writeNginxConfig(staging, join(staging, NGINX_DIR), input.server, { id: input.id, dir });
  // Until a deploy names the release before it, the fallback is the release itself.
  writeFileSync(join(staging, NGINX_DIR, PREVIOUS_CONF), previousConf(dir));
  const manifest: Manifest = {
    id: input.id,
    commit: input.commit,
    builtAt: new Date().toISOString(),
    listen: [...input.server.listen],
    hosts: input.hosts.map(({ host, testHosts }) => ({ host, testHosts: [...testHosts], ...treeDigest(join(staging, host)) })),
  };
  writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const target = join(input.out, input.id);
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  return manifest;
}
