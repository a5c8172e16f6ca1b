import { branchFinderSource } from "../features/branch-finder/build/source";
import { fleetSource } from "../features/fleet/build/source";
import { helpCentreSource } from "../features/help-centre/build/source";
import { plusReviewsSource } from "../features/plus-offers/build/source";
import type { SitePageSource } from "../page-context/site-page-source";

/**
 * The features that build pages from the web API, in the order createPages reads them; a feature
 * joins by exporting a SitePageSource from its build/ folder (src/page-context/site-page-source.ts).
 */
export const sitePageSources: readonly SitePageSource[] = [helpCentreSource, branchFinderSource, fleetSource, plusReviewsSource];
