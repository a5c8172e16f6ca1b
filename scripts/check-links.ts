/**
 * `npm run links:check`: every link of every host tree in dist/ (anchors, canonical and hreflang
 * links, sitemap URLs) that leads to no page, one `host/file: link → no page` line each, then a count
 * per target. Exit 1 when any link is broken. build:all runs the same check on the trees it makes
 * before it puts them in place; this one checks what dist/ holds.
 */
import { join } from "node:path";
import { markets } from "../markets/index";
import { brokenLinksOf, brokenReport, treesIn } from "../src/build/link-check";

const dist = join(process.cwd(), "dist");
const hosts = new Set(markets.map((market) => market.host));
const treeOf = treesIn(dist);
const built = [...hosts].filter((host) => treeOf(host) !== undefined).sort();
if (built.length === 0) {
  console.error("links:check: no host tree in dist/; run npm run build:all first");
  process.exit(1);
}
const broken = built.flatMap((host) => brokenLinksOf(treeOf, host, hosts));
if (broken.length === 0) console.log(`links:check: every link of ${built.length} host(s) leads to a page`);
else for (const line of brokenReport(broken, built.length, process.argv.includes("--all") ? undefined : 50)) console.log(line);
process.exit(broken.length > 0 ? 1 : 0);
