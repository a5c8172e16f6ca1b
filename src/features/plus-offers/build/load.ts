import type { Market } from "../../../../markets/schema";
import type { MarketFormats } from "../../../i18n/formats";
import type { ApiClient } from "../../../web-api/client";
import { reviews } from "../../../web-api/subscription";
import { REVIEWS_PAGE_SIZE, type PlusReviewsData } from "../../../page-context/plus-reviews-data";
import { reviewsView } from "../reviews-view";

/** A market's first page of reviews, or the problem that holds its build back. */
export type LoadedReviews = { reviews?: PlusReviewsData; problems: string[] };

/** Reads the first page of the market's subscription reviews through the web-API client (which checks the answer). */
export async function loadPlusReviews(
  client: ApiClient,
  market: Pick<Market, "id" | "countryAlpha2">,
  formats: MarketFormats,
): Promise<LoadedReviews> {
  try {
    const answer = await client.call(reviews, { query: { country: market.countryAlpha2, page: 1, pageSize: REVIEWS_PAGE_SIZE } });
    return { reviews: reviewsView(answer, formats), problems: [] };
  } catch (error) {
    return {
      problems: [
        `subscription.reviews (market ${market.id}): the web API failed: ${error instanceof Error ? error.message : String(error)}`,
      ],
    };
  }
}
