import type { Market } from "../../../markets/schema";
import { marketFormats } from "../../i18n/formats";
import { REVIEWS_PAGE_SIZE, type PlusReviewsData } from "../../page-context/plus-reviews-data";
import { pageApiClient } from "../../page-context/use-api";
import { reviews } from "../../web-api/subscription";
import { reviewsView } from "./reviews-view";

/**
 * One more page of the market's reviews from the web API, as the section shows it, loaded when the
 * visitor asks for it ('Show more'): the API client, the answer's schema and the formats are a chunk
 * of their own, which no first view loads.
 */
export async function reviewsPage(market: Market, datePattern: string, page: number, signal: AbortSignal): Promise<PlusReviewsData> {
  const query = { country: market.countryAlpha2, page, pageSize: REVIEWS_PAGE_SIZE };
  const answer = await pageApiClient(market.acceptLanguage).call(reviews, { query, signal });
  return reviewsView(answer, marketFormats(market, datePattern));
}
