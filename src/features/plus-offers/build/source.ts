import type { SitePageSource } from "../../../page-context/site-page-source";
import { showsPlusReviews } from "../../../page-context/plus-reviews-data";
import { DATE_PATTERN_KEY } from "../../../content/text-bundles";
import { marketFormats } from "../../../i18n/formats";
import { buildApiClient } from "../../../web-api/build/build-api-client";
import { loadPlusReviews } from "./load";

/** The plus pages as createPages reads them: the first page of customer reviews; they make no pages of their own. */
export const plusReviewsSource: SitePageSource = {
  name: "plus reviews",
  async load({ market, pages, textOf }) {
    if (!pages.some((page) => showsPlusReviews(page.content))) return { problems: [], pages: [], contextOf: () => ({}) };
    // Dates as the page writes them: the market's pattern, else its text bundle's.
    const datePattern = textOf(DATE_PATTERN_KEY);
    if (datePattern === undefined)
      return { problems: [`the text bundle has no ${DATE_PATTERN_KEY} for the reviews' dates`], pages: [], contextOf: () => ({}) };
    const { reviews, problems } = await loadPlusReviews(buildApiClient(market), market, marketFormats(market, datePattern));
    return {
      problems,
      pages: [],
      contextOf: (page) => (reviews && showsPlusReviews(page.content) ? { plusReviews: reviews } : {}),
    };
  },
};
