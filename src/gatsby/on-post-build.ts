import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Market } from "../../markets/schema";
import type { PageAddress } from "../content/load";
import { compressTree } from "../build/compress";
import { finishTree, projectFinish } from "../build/finish-pages";
import { robotsTxt, sitemapXml } from "../seo/sitemap";
import { siteIndex } from "../seo/build/site-index";
import { buildTarget, HOST_TREE_PREFIX, type BuildTarget } from "../build/build-target";
import { readMadePages } from "../content/made-pages";
import { cityAlternates } from "../features/branch-finder/build/index";
import { redirectsFile } from "../build/redirects-file";
import { redirectsFor, type Redirect } from "./redirects";

/** Name of the redirects file at the root of every host tree (read by dev/site-server.ts). */
export const REDIRECTS_FILE = "_redirects";

/**
 * Writes each host tree's `_redirects` (spec §2 redirects), `sitemap.xml` and `robots.txt`: into
 * `public/` for one market's host, into `public/_sites/<host>/` in build:all, which the split moves.
 * Then the Brotli and gzip twins of every text file; build:all's host pages get theirs in the split,
 * after their paths are rewritten.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const target = buildTarget(process.env);
  if ("error" in target) {
    reporter.panicOnBuild(target.error);
    return;
  }
  for (const [rel, text] of hostTreeFiles(process.cwd(), target)) {
    const file = join(process.cwd(), "public", rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const hostTrees = [HOST_TREE_PREFIX.slice(1), `page-data${HOST_TREE_PREFIX}`];
  const inHostTree = (rel: string): boolean => target.perHost && hostTrees.some((t) => rel === t || rel.startsWith(`${t}/`));
  // The page data gets the messages Gatsby's stored context leaves out and the pages start their
  // scripts after the first paint (finish-pages.ts); build:all's host pages are finished in the split.
  finishTree(join(process.cwd(), "public"), () => projectFinish(), inHostTree);
  const written = compressTree(join(process.cwd(), "public"), inHostTree);
  reporter.info(`Compressed ${written} text files (Brotli and gzip twins)`);
};

/**
 * Each host tree's `_redirects`, `sitemap.xml` and `robots.txt` (paths relative to public/, with
 * `/`): what onPostBuild writes, and what build:all's refresh compares (src/gatsby/refresh-pages.ts).
 */
export function hostTreeFiles(root: string, target: BuildTarget): Map<string, string> {
  const index = siteIndex(root);
  const helpMade = readMadePages(root, "help");
  const citiesMade = readMadePages(root, "city");
  const cities = new Map(target.markets.map((market) => [market, citiesMade.get(market.id) ?? []]));
  const trees = new Map<string, { host: string; redirects: Redirect[]; pages: { market: Market; page: PageAddress }[] }>();
  for (const market of target.markets) {
    const tree = target.pathPrefixOf(market);
    const entry = trees.get(tree) ?? { host: market.host, redirects: [], pages: [] };
    entry.redirects.push(...redirectsFor(market));
    entry.pages.push(
      ...[...(index.pages.get(market) ?? []), ...(helpMade.get(market.id) ?? []), ...(cities.get(market) ?? [])].map((page) => ({
        market,
        page,
      })),
    );
    trees.set(tree, entry);
  }
  const alternates = new Map([...index.alternates, ...cityAlternates(cities)]);
  const files = new Map<string, string>();
  for (const [tree, { host, redirects, pages }] of trees) {
    const dir = tree.replace(/^\//, "");
    const at = (name: string): string => (dir ? `${dir}/${name}` : name);
    files.set(at(REDIRECTS_FILE), redirectsFile(redirects));
    files.set(at("sitemap.xml"), sitemapXml(pages, alternates));
    files.set(at("robots.txt"), robotsTxt(host));
  }
  return files;
}
