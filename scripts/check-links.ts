/**
 * `npm run links:check`: every link of every host tree in dist/ (anchors, canonical and hreflang
 * links, sitemap URLs) that leads to no page, one `host/file: link → no page` line each, then a count
 * per target. Exit 1 when any link is broken. Run it after `npm run build:all`.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { markets } from "../markets/index";
import { brokenLinksOf, describeBroken, type BrokenLink } from "../src/build/link-check";

const dist = join(process.cwd(), "dist");
const hosts = new Set(markets.map((market) => market.host));
const built = [...hosts].filter((host) => existsSync(join(dist, host))).sort();
if (built.length === 0) {
  console.error("links:check: no host tree in dist/; run npm run build:all first");
  process.exit(1);
}
const broken: BrokenLink[] = built.flatMap((host) => brokenLinksOf(dist, host, hosts));
const verbose = process.argv.includes("--all");
for (const line of broken.slice(0, verbose ? undefined : 50).map(describeBroken)) console.log(line);
if (!verbose && broken.length > 50) console.log(`… and ${broken.length - 50} more (--all lists every one)`);
const byTarget = new Map<string, number>();
for (const { link } of broken) byTarget.set(link, (byTarget.get(link) ?? 0) + 1);
console.log(`\nlinks:check: ${broken.length} broken link(s) on ${new Set(broken.map((b) => b.host)).size} of ${built.length} host(s), ${byTarget.size} distinct target(s)`);
for (const [link, count] of [...byTarget].sort((a, b) => b[1] - a[1]).slice(0, 80)) console.log(`${String(count).padStart(6)}  ${link}`);
process.exit(broken.length > 0 ? 1 : 0);
