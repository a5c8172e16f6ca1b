/** Reviews per page of the API and per 'Show more'. */
export const REVIEWS_PAGE_SIZE = 5;

/** A review as the section shows it, its date written in the market's format. */
export type ReviewView = Readonly<{ id: string; author: string; rating: number; date: string; text: string }>;

/**
 * The subscription's customer reviews as the section shows them: the average (and as written in the
 * market's format), the count and the reviews shown. The build reads the first page from the web API
 * (in the page's HTML, so a first view downloads no API client for it); 'Show more' adds pages.
 */
export type PlusReviewsData = Readonly<{ average: number; averageText: string; count: number; reviews: readonly ReviewView[] }>;

/** The pages that show the reviews: the plus layout's own (the campaign page has its form instead). */
export const showsPlusReviews = (content: { layout: string; template: string }): boolean =>
  content.layout === "plus" && content.template !== "plus-campaign";
