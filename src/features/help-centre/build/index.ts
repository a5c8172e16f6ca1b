import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Market } from "../../../../markets/schema";
import type { ContentPage } from "../../../content/load";
import { buildApiClient } from "../../../web-api/build-api-client";
import { helpCentres, type HelpCentre } from "../../../web-api/help-centre";
import { helpCentrePages, homeFrameOf, searchIndexOf, type HelpPage } from "./pages";
import { helpTreeProblems, loadHelpTree, type HelpTree } from "./load";

/**
 * Where createPages leaves the help pages it made from the API, by market id, for the sitemaps
 * onPostBuild writes: a file, so the two steps share no module state.
 */
export const helpManifestFile = (root: string): string => join(root, ".cache", "help-pages.json");

/** Writes the help pages this build made from the API (categories, sections, articles), by market id. */
export function writeHelpManifest(root: string, made: ReadonlyMap<string, readonly ContentPage[]>): void {
  const file = helpManifestFile(root);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(Object.fromEntries(made)));
}

/** The help pages this build made, by market id; none before createPages has written them. */
export function readHelpManifest(root: string): ReadonlyMap<string, readonly ContentPage[]> {
  const file = helpManifestFile(root);
  if (!existsSync(file)) return new Map();
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (parsed === null || typeof parsed !== "object") throw new Error(`${file}: not a help page manifest`);
  return new Map(Object.entries(parsed).map(([id, pages]) => [id, Array.isArray(pages) ? pages.filter(isContentPage) : []]));
}

/** A page of the manifest: the fields the sitemaps read, checked at the file boundary. */
const isContentPage = (value: unknown): value is ContentPage =>
  value !== null &&
  typeof value === "object" &&
  "urlPath" in value &&
  typeof value.urlPath === "string" &&
  "content" in value &&
  "name" in value;

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
