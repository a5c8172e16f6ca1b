import type { SitePageSource } from "../../../page-context/site-page-source";
import { loadMarketFleet } from "./index";

/** The fleet pages as createPages reads them: their vehicle classes; they make no pages of their own. */
export const fleetSource: SitePageSource = {
  name: "fleet",
  async load({ market, pages }) {
    const { fleets, problems } = await loadMarketFleet(market, pages);
    return {
      problems,
      pages: [],
      contextOf: (page) => {
        const fleet = fleets.get(page);
        return fleet ? { fleet } : {};
      },
    };
  },
};
