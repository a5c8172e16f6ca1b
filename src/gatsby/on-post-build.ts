import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildTarget } from "./build-target";
import { redirectsFile, redirectsFor, type Redirect } from "./redirects";

/** Name of the redirects file at the root of every host tree (read by dev/site-server.ts). */
export const REDIRECTS_FILE = "_redirects";

/**
 * Writes each host tree's `_redirects` (spec §2 redirects): `public/_redirects` for one market's
 * host, `public/_sites/<host>/_redirects` in build:all, which the host split moves to the tree root.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const target = buildTarget(process.env);
  if ("error" in target) {
    reporter.panicOnBuild(target.error);
    return;
  }
  const byTree = new Map<string, Redirect[]>();
  for (const market of target.markets) {
    const tree = target.pathPrefixOf(market);
    byTree.set(tree, [...(byTree.get(tree) ?? []), ...redirectsFor(market)]);
  }
  for (const [tree, redirects] of byTree) {
    const dir = join(process.cwd(), "public", tree);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, REDIRECTS_FILE), redirectsFile(redirects));
  }
};
