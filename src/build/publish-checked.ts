import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Market } from "../../markets/schema";
import type { Bundles } from "../content/text-bundles";
import { foreignWordsOf, type ForeignWords } from "./language-check";
import { brokenLinksOf, type BrokenLink, type TreeOf } from "./link-check";
import { discardStaged, publishHost, stagingOf } from "./split-hosts";
import { stagedManifest } from "./split-manifest";

/** The trees a run's links are judged against: a host's staged tree where this run made one, its current tree otherwise. */
export const stagedTrees =
  (dist: string): TreeOf =>
  (host) => {
    for (const tree of [stagingOf(dist, host), join(dist, host)]) if (existsSync(tree)) return tree;
    return undefined;
  };

/**
 * build:all's last step: checks the links of every staged host tree against the trees this run made
 * and the ones it keeps, and that no page shows the site's own words in another language than its own
 * (English on a Danish page, Spanish on the Spanish host's English pages; src/build/language-check.ts); swaps in each host that passes both, and leaves the
 * previous tree of each other host in place (a failed build keeps the last good output). Given the
 * files the split `written` per host, the language check reads only those: a kept page passed it
 * with the same source and bundles; every link is judged again, from the manifest where it has them.
 */
export function publishChecked(
  dist: string,
  staged: readonly string[],
  site: { hosts: ReadonlySet<string>; markets: readonly Market[]; bundles: Bundles; written?: ReadonlyMap<string, readonly string[]> },
): { published: string[]; broken: BrokenLink[]; foreign: ForeignWords[] } {
  const treeOf = stagedTrees(dist);
  // The split's manifest knows every page's links; of its pages, the ones it wrote anew are the ones to read for words.
  const manifests = new Map(staged.map((host) => [host, stagedManifest(dist, host)]));
  const written = new Map([...(site.written ?? [])].map(([host, files]) => [host, new Set(files)]));
  const broken = staged.flatMap((host) => brokenLinksOf(treeOf, host, site.hosts, undefined, (file) => manifests.get(host)?.[file]?.links));
  const foreign = staged.flatMap((host) =>
    foreignWordsOf(
      treeOf,
      host,
      site.markets,
      site.bundles,
      (file) => !(file in (manifests.get(host) ?? {})) || (written.get(host)?.has(file) ?? true),
    ),
  );
  const failing = new Set([...broken, ...foreign].map((b) => b.host));
  const published: string[] = [];
  for (const host of staged) {
    if (failing.has(host)) discardStaged(dist, host);
    else {
      publishHost(dist, host);
      published.push(host);
    }
  }
  return { published, broken, foreign };
}
