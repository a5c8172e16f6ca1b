import type { Market } from "../../markets/schema";

/**
 * The rent help centre's home, the help centre's entry point. A module of its own: the header of
 * every layout links it, and the start page's first load must not carry the rest of market-urls.ts.
 */
export const helpUrl = (market: Pick<Market, "pathPrefix">): string => `${market.pathPrefix}/help`;
