import { existsSync } from "node:fs";
import { join } from "node:path";
import { brokenLinksOf, type BrokenLink, type TreeOf } from "./link-check";
import { discardStaged, publishHost, stagingOf } from "./split-hosts";

/** The trees a run's links are judged against: a host's staged tree where this run made one, its current tree otherwise. */
export const stagedTrees =
  (dist: string): TreeOf =>
  (host) => {
    for (const tree of [stagingOf(dist, host), join(dist, host)]) if (existsSync(tree)) return tree;
    return undefined;
  };

/**
 * build:all's last step: checks the links of every staged host tree against the trees this run made
 * and the ones it keeps, swaps in each host whose links all lead to a page, and leaves the previous
 * tree of each host with a broken link in place (a failed build keeps the last good output).
 */
export function publishChecked(
  dist: string,
  staged: readonly string[],
  siteHosts: ReadonlySet<string>,
): { published: string[]; broken: BrokenLink[] } {
  const treeOf = stagedTrees(dist);
  const broken = staged.flatMap((host) => brokenLinksOf(treeOf, host, siteHosts));
  const failing = new Set(broken.map((b) => b.host));
  const published: string[] = [];
  for (const host of staged) {
    if (failing.has(host)) discardStaged(dist, host);
    else {
      publishHost(dist, host);
      published.push(host);
    }
  }
  return { published, broken };
}
