import type { Market } from "../../markets/schema";
import type { ContentPage } from "../content/load";
import { writeMadePages } from "../content/made-pages";
import type { Alternate } from "../seo/alternates";
import type { LoadedSource, SitePageSource, SourceContext, SourceInput } from "../page-context/site-page-source";
import { failure, type PagesFailure } from "./pages-failure";

/** A market after every source: its content pages and the ones the sources made, and each page's data from them. */
export type MarketPages = {
  pages: ContentPage[];
  contextOf: (page: ContentPage) => SourceContext;
  /** The pages each source made, in the order of the sources. */
  made: (readonly ContentPage[])[];
};

/** The run's markets as the sources read them, and the failure of each market a source held back, in the markets' order. */
export type LoadedMarkets = { markets: Map<Market, MarketPages>; failures: PagesFailure[] };

/** Reads one market through the sources in turn; the first source with problems stops the market, unasked by the rest. */
export async function loadMarket(sources: readonly SitePageSource[], input: SourceInput): Promise<MarketPages | { failure: PagesFailure }> {
  const loaded: LoadedSource[] = [];
  for (const source of sources) {
    const result = await source.load(input);
    const { length } = result.problems;
    if (length > 0) return failure(`the ${source.name} of market ${input.market.id} has ${length} problem(s)`, result.problems);
    loaded.push(result);
  }
  return {
    pages: [...input.pages, ...loaded.flatMap((l) => l.pages)],
    contextOf: (page) => loaded.reduce<SourceContext>((context, l) => ({ ...context, ...l.contextOf(page) }), {}),
    made: loaded.map((l) => l.pages),
  };
}

/**
 * Reads every market through the sources, all of them before any page is made, so the language
 * switcher and the hreflang sets find the same article or city in the host's other languages. A
 * market's problems hold back only that market here; the caller decides what they stop.
 */
export async function loadMarkets(
  markets: readonly Market[],
  sources: readonly SitePageSource[],
  inputOf: (market: Market) => SourceInput,
): Promise<LoadedMarkets> {
  const result: LoadedMarkets = { markets: new Map(), failures: [] };
  for (const market of markets) {
    const loaded = await loadMarket(sources, inputOf(market));
    if ("failure" in loaded) result.failures.push(loaded.failure);
    else result.markets.set(market, loaded);
  }
  return result;
}

/** The pages source `i` made, by market. */
const madeBy = (loaded: LoadedMarkets, i: number): Map<Market, readonly ContentPage[]> =>
  new Map([...loaded.markets].map(([market, { made }]) => [market, made[i] ?? []]));

/** Lists the pages the sources made, by kind, for onPostBuild (src/content/made-pages.ts). */
export function writeSourcePages(root: string, sources: readonly SitePageSource[], loaded: LoadedMarkets): void {
  sources.forEach(({ madeKind }, i) => {
    if (madeKind) writeMadePages(root, madeKind, new Map([...madeBy(loaded, i)].map(([market, pages]) => [market.id, pages])));
  });
}

/** The hreflang sets of the pages the sources made. */
export const sourceAlternates = (sources: readonly SitePageSource[], loaded: LoadedMarkets): [string, Alternate[]][] =>
  sources.flatMap(({ alternates }, i) => (alternates ? [...alternates(madeBy(loaded, i))] : []));
