import type { ContentPage } from "../../../content/load";
import type { HelpPageData } from "../../../page-context/help-page-data";
import type { SitePageSource } from "../../../page-context/site-page-source";
import { loadMarketHelp, madePages, marketHelpPages } from "./index";

/** The help centres as createPages reads them: their pages, with the offline search index written beside each home. */
export const helpCentreSource: SitePageSource = {
  name: "help centre",
  madeKind: "help",
  async load({ market, pages, textOf, publicDir, prefix }) {
    const help = await loadMarketHelp(market, pages);
    if (help.problems.length > 0) return { problems: help.problems, pages: [], contextOf: () => ({}) };
    const crumbOf = (centre: string): string => textOf(`help.crumb.${centre}`) ?? centre;
    const built = marketHelpPages(market, pages, help, crumbOf, publicDir, prefix);
    const data = new Map<ContentPage, HelpPageData>(built.map((h) => [h.page, h.help]));
    return {
      problems: [],
      pages: madePages(built, pages),
      contextOf: (page) => {
        const found = data.get(page);
        return found ? { help: found } : {};
      },
    };
  },
};
