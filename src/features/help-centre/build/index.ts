import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Market } from "../../../../markets/schema";
import type { ContentPage } from "../../../content/load";
import { buildApiClient } from "../../../web-api/build/build-api-client";
import { helpCentres, type HelpCentre } from "../../../web-api/help-centre";
import { helpCentrePages, homeFrameOf, searchIndexOf, type HelpPage } from "./pages";
import { helpTreeProblems, loadHelpTree, type HelpTree } from "./load";

/** A market's help centres as the API gives them, or the problems that hold its build back. */
export type MarketHelp = { trees: HelpTree[]; problems: string[] };

/** Reads and checks every help centre the market's content has a home for (rent everywhere, ride where offered). */
export async function loadMarketHelp(market: Market, pages: readonly ContentPage[]): Promise<MarketHelp> {
  const client = buildApiClient(market);
  const centres = helpCentres.filter((centre: HelpCentre) => homeFrameOf(pages, centre) !== undefined);
  const trees: HelpTree[] = [];
  const problems: string[] = [];
  for (const centre of centres) {
    try {
      const tree = await loadHelpTree(client, centre, market.countryAlpha2);
      problems.push(...helpTreeProblems(tree, market.id));
      trees.push(tree);
    } catch (error) {
      problems.push(`help.${centre} (market ${market.id}): the web API failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { trees, problems };
}

/**
 * The market's help pages, and the offline search index of each centre written beside them
 * (`<publicDir><prefix><home>/search-index.<locale>.json`).
 */
export function marketHelpPages(
  market: Market,
  pages: readonly ContentPage[],
  help: MarketHelp,
  crumbOf: (centre: HelpCentre) => string,
  publicDir: string,
  prefix: string,
): HelpPage[] {
  const result = help.trees.flatMap((tree) => {
    const built = helpCentrePages(market, pages, tree, crumbOf(tree.centre));
    const home = built[0]?.help.info;
    if (home) {
      const file = join(publicDir, `${prefix}${home.searchIndex}`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(searchIndexOf(tree, home.home)));
    }
    return built;
  });
  return result;
}

/** The pages of `built` that the help centres make: without the content pages among them (each centre's home). */
export function madePages(built: readonly HelpPage[], pages: readonly ContentPage[]): ContentPage[] {
  return built.map((h) => h.page).filter((p) => !pages.includes(p));
}
