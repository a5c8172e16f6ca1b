import type { MarketFormats } from "../../i18n/formats";
import { dateOf } from "../../i18n/local-date";
import type { PlusReviewsData } from "../../page-context/plus-reviews-data";
import type { Review } from "../../web-api/subscription";

/** A page of the web API's reviews as the section shows it, numbers and dates in the market's formats. */
export function reviewsView(
  answer: { average: number; count: number; reviews: readonly Review[] },
  formats: MarketFormats,
): PlusReviewsData {
  return {
    average: answer.average,
    averageText: formats.number(answer.average, 1),
    count: answer.count,
    reviews: answer.reviews.map((r) => ({
      id: r.id,
      author: r.author,
      rating: r.rating,
      date: formats.date(dateOf(r.date)),
      text: r.text,
    })),
  };
}
