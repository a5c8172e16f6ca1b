import { DEFAULT_MARKET_ID, markets } from "../../markets/index";
import type { Market } from "../../markets/schema";
import { marketsOnHostOf } from "../../markets/hosts";

/** Pages of every host of a build:all run live under this path until the split step moves them. */
export const HOST_TREE_PREFIX = "/_sites";

/** Which markets one Gatsby run builds, and under which path each market's pages go. */
export type BuildTarget = { markets: readonly Market[]; pathPrefixOf: (market: Market) => string; perHost: boolean };

/** The environment variables a run reads its target and moment from. */
export type BuildEnv = Record<string, string | undefined>;

/**
 * From the environment: `SITE_MARKETS=a,b` (set by build:all) renders every listed market under
 * `/_sites/<host>`; otherwise `MARKET=<id>` (default: the default market) renders that market's host
 * (the market and its extra languages) at the root, for `public/`.
 */
export function buildTarget(env: BuildEnv): BuildTarget | { error: string } {
  const byId = new Map(markets.map((m) => [m.id, m]));
  const unknown = (id: string): { error: string } => ({
    error: `unknown market id ${JSON.stringify(id)}: use one of ${[...byId.keys()].sort().join(", ")}`,
  });
  if (env.SITE_MARKETS) {
    const list: Market[] = [];
    for (const id of env.SITE_MARKETS.split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const market = byId.get(id);
      if (!market) return unknown(id);
      list.push(market);
    }
    return { markets: list, pathPrefixOf: (m) => `${HOST_TREE_PREFIX}/${m.host}`, perHost: true };
  }
  const id = env.MARKET?.trim() || DEFAULT_MARKET_ID;
  const market = byId.get(id);
  if (!market) return unknown(id);
  return { markets: marketsOnHostOf(market), pathPrefixOf: () => "", perHost: false };
}
