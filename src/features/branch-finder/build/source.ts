import type { ContentPage } from "../../../content/load";
import type { BranchPageData } from "../../../page-context/branch-page-data";
import type { SitePageSource } from "../../../page-context/site-page-source";
import { cityAlternates, cityPagesOf, loadMarketBranches, marketBranchPages } from "./index";

/** The branch finder as createPages reads it: the finder page's cities and a page per city, in every language of the country. */
export const branchFinderSource: SitePageSource = {
  name: "branch finder",
  madeKind: "city",
  async load({ market, pages }) {
    const branches = await loadMarketBranches(market, pages);
    if (branches.problems.length > 0) return { problems: branches.problems, pages: [], contextOf: () => ({}) };
    const built = marketBranchPages(market, pages, branches);
    const data = new Map<ContentPage, BranchPageData>(built.map((b) => [b.page, b.branches]));
    return {
      problems: [],
      pages: cityPagesOf(built),
      contextOf: (page) => {
        const found = data.get(page);
        return found ? { branches: found } : {};
      },
    };
  },
  alternates: cityAlternates,
};
