import { markets } from "./index";
import type { Market } from "./schema";

/** Production host → the markets it serves (several when a host has extra languages under a prefix). */
export const marketsByHost: ReadonlyMap<string, readonly Market[]> = group(markets);

/** Internal test host → its production host. */
export const productionHostOf: ReadonlyMap<string, string> = new Map(markets.flatMap((m) => m.testHosts.map((t) => [t, m.host] as const)));

function group(list: readonly Market[]): Map<string, Market[]> {
  const byHost = new Map<string, Market[]>();
  for (const m of list) byHost.set(m.host, [...(byHost.get(m.host) ?? []), m]);
  return byHost;
}

/** Resolves a request's host (with or without port, production or test) to its production host. */
export function resolveHost(hostHeader: string): string | undefined {
  const host = hostHeader.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  if (marketsByHost.has(host)) return host;
  return productionHostOf.get(host);
}

/** All markets that share the host of the given market, the main language first. */
export function marketsOnHostOf(market: Market): readonly Market[] {
  const list = marketsByHost.get(market.host) ?? [market];
  return [...list].sort((a, b) => a.pathPrefix.length - b.pathPrefix.length);
}
