import type { Market } from "../../markets/schema";

/**
 * Which markets a set of changed files (paths relative to the repository root, as `git diff
 * --name-only` prints them) can change the built site of:
 * - a market's own config (`markets/<id>.ts`) or content (`content/<id>/…`) → that market;
 * - a language's shared content (`content/_shared/<lang>/…`) → every market in that language;
 * - documentation and tests (`docs/`, `tests/`, `*.md`) → none: they are not in any build;
 * - anything else (shared code, shared content of no language, images in `content/_media/`, the market
 *   schema, the lock file…) → all.
 */
export function affectedMarkets(files: readonly string[], markets: readonly Market[]): Market[] {
  const ids = new Set<string>();
  const all = (): Market[] => [...markets];
  for (const file of files) {
    const parts = file.split("/");
    const [top, second, third] = parts;
    if (top === "docs" || top === "tests" || (parts.length === 1 && file.endsWith(".md"))) continue;
    if (top === "markets" && second?.endsWith(".ts")) {
      const own = markets.find((m) => `${m.id}.ts` === second);
      if (!own) return all();
      ids.add(own.id);
      continue;
    }
    if (top === "content" && second === "_shared" && third && parts.length > 3) {
      const ofLanguage = markets.filter((m) => m.langAlpha2 === third);
      if (ofLanguage.length === 0) return all();
      ofLanguage.forEach((m) => ids.add(m.id));
      continue;
    }
    if (top === "content" && second && second !== "_shared" && second !== "_media") {
      // Content of an id that is no market is read by no build.
      markets.filter((m) => m.id === second).forEach((m) => ids.add(m.id));
      continue;
    }
    return all();
  }
  return markets.filter((m) => ids.has(m.id));
}

/**
 * Markets in at most `count` build groups of similar size for a CI matrix. The markets of one host stay
 * in one group, because a host's tree is laid out from a single Gatsby run.
 */
export function marketGroups(markets: readonly Market[], count: number): Market[][] {
  const byHost = new Map<string, Market[]>();
  for (const market of markets) byHost.set(market.host, [...(byHost.get(market.host) ?? []), market]);
  const groups: Market[][] = Array.from({ length: Math.max(1, Math.min(count, byHost.size)) }, () => []);
  // Largest hosts first, each into the smallest group so far.
  const hosts = [...byHost.values()].sort((a, b) => b.length - a.length || (a[0]?.host ?? "").localeCompare(b[0]?.host ?? ""));
  for (const host of hosts) {
    const smallest = groups.reduce((min, group) => (group.length < min.length ? group : min));
    smallest.push(...host);
  }
  return groups.filter((g) => g.length > 0);
}

/**
 * The `wanted` markets and every other market on their hosts. A host's tree is laid out from one
 * Gatsby run and swapped in whole, so building one of its markets alone (`MARKETS=ch`) would replace
 * the tree with one that lacks the host's other languages (the Swiss site's `/fr`).
 */
export function withHostMates(all: readonly Market[], wanted: readonly Market[]): Market[] {
  const hosts = new Set(wanted.map((market) => market.host));
  return all.filter((market) => hosts.has(market.host));
}
