/**
 * build:all's validation, in a process of its own so that the content and help centres it reads are
 * not held in memory beside the Gatsby run. Checks the markets named on the command
 * line: their content, and their help centres, branches and fleets from the web API. A problem holds back only the hosts of
 * the markets whose content it is in. Problems go to stderr; stdout gets one JSON line,
 * `{"failedHosts":[…],"unowned":n,"answers":"…","pages":n}` (unowned: problems in files of no selected market; answers: a
 * digest of every web-API answer read, src/web-api/build/answers-digest.ts; pages: the content and help-centre
 * pages of the markets that build, what Gatsby's memory grows with, src/build/old-space.ts).
 */
import { markets } from "../markets/index";
import type { Market } from "../markets/schema";
import { cachedCheckProject } from "../src/content/build/check-cache";
import { formatProblem } from "../src/content/problems";
import { answersDigest } from "../src/web-api/build/answers-digest";
import { loadMarketFleet } from "../src/features/fleet/build/index";
import { loadMarketHelp, madePages } from "../src/features/help-centre/build/index";
import { helpCentrePages } from "../src/features/help-centre/build/pages";
import { loadMarketBranches } from "../src/features/branch-finder/build/index";

/** The validation's answer to build:all. */
export type MarketCheck = { failedHosts: string[]; unowned: number; answers: string; pages: number };

/** Whether a problem's file feeds a market: its config, its own content, its language's shared content, or shared text. */
function concerns(file: string, market: Market): boolean {
  const [top, second, third] = file.split("/");
  if (top === "markets") return second === `${market.id}.ts`;
  if (top === "content") return second === "_shared" ? third === market.langAlpha2 : second === market.id;
  return true;
}

async function checkMarkets(root: string, selected: readonly Market[]): Promise<MarketCheck> {
  const failedHosts = new Set<string>();
  const { problems, pages } = cachedCheckProject(root, markets, selected);
  for (const market of selected) {
    const own = problems.filter((p) => concerns(p.file, market));
    if (own.length === 0) continue;
    failedHosts.add(market.host);
    console.error(`build:all: market ${market.id} (${market.name}) has ${own.length} problem(s); ${market.host} keeps its previous build`);
    for (const p of own) console.error(`  ${formatProblem(p)}`);
  }
  // The help centres, the branch finder and the fleets come from the web API: a broken article,
  // station or fleet list holds back only its market's host.
  let building = 0;
  for (const market of selected) {
    if (failedHosts.has(market.host)) continue;
    const marketPages = pages.get(market.id) ?? [];
    let helpPages = 0;
    for (const [what, load] of [
      ["help-centre", loadMarketHelp],
      ["branch finder", loadMarketBranches],
      ["fleet", loadMarketFleet],
    ] as const) {
      const loaded = await load(market, marketPages);
      if ("trees" in loaded)
        for (const tree of loaded.trees) helpPages += madePages(helpCentrePages(market, marketPages, tree, ""), marketPages).length;
      const found = loaded.problems;
      if (found.length === 0) continue;
      failedHosts.add(market.host);
      console.error(
        `build:all: market ${market.id} (${market.name}) has ${found.length} ${what} problem(s); ${market.host} keeps its previous build`,
      );
      for (const p of found) console.error(`  ${p}`);
      break;
    }
    if (!failedHosts.has(market.host)) building += marketPages.length + helpPages;
  }
  const unowned = problems.filter((p) => !selected.some((m) => concerns(p.file, m)));
  for (const p of unowned) console.error(`build:all: ${formatProblem(p)}`);
  return { failedHosts: [...failedHosts], unowned: unowned.length, answers: answersDigest(), pages: building };
}

const ids = new Set(process.argv.slice(2));
checkMarkets(
  process.cwd(),
  markets.filter((m) => ids.has(m.id)),
)
  .then((result) => process.stdout.write(`${JSON.stringify(result)}\n`))
  .catch((error: unknown) => {
    console.error(`build:all: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  });
