import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/button";
import { LoadFailed, useRetried } from "../../components/load-failed";
import { VisuallyHidden } from "../../theme/visually-hidden";
import { dateOf } from "../../i18n/local-date";
import { useSitePage } from "../../page-context/site-page";
import { useMarketFormats } from "../../page-context/use-market-formats";
import { reviews as reviewsEndpoint, type Review } from "../../web-api/subscription";
import { useApiCall } from "../../page-context/use-api";
import { ReviewsSection as Section } from "./screen-parts";

/** Reviews per page of the API and per 'Show more'. */
export const REVIEWS_PAGE_SIZE = 5;

const Summary = styled.p`
  font-size: var(--text-lg);
  line-height: var(--leading-lg);
  margin: 0 0 var(--space-4);
`;

/** A review's author and date. */
const Meta = styled.p`
  color: var(--color-muted);
  font-size: var(--text-sm);
  line-height: var(--leading-sm);
`;

const Stars = styled.span`
  color: var(--color-brand-text);
  letter-spacing: 0.1em;
`;

const stars = (rating: number) => "★".repeat(Math.round(rating)) + "☆".repeat(5 - Math.round(rating));

/** Customer reviews of the subscription: the average, the count and a page at a time with 'Show more'. */
export function Reviews() {
  const intl = useIntl();
  const { market } = useSitePage();
  const formats = useMarketFormats();
  const title = useId();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Review[]>([]);
  // Kept while the next page loads, so the summary and the button stay in place.
  const [summary, setSummary] = useState<{ average: number; count: number }>();
  const state = useApiCall(`reviews ${market.countryAlpha2} ${page}`, (client, signal) =>
    client.call(reviewsEndpoint, { query: { country: market.countryAlpha2, page, pageSize: REVIEWS_PAGE_SIZE }, signal }),
  );
  const [retried, retry] = useRetried(state.retry);
  const data = state.status === "success" ? state.data : undefined;
  // A new page is added to the shown reviews in the render that brings it (state from the previous render).
  const [added, setAdded] = useState<typeof data>();
  if (data && data !== added) {
    setAdded(data);
    setSummary({ average: data.average, count: data.count });
    setShown((before) => [...before.filter((r) => !data.reviews.some((n) => n.id === r.id)), ...data.reviews]);
  }
  return (
    <Section aria-labelledby={title}>
      <h2 id={title}>
        <FormattedMessage id="offers.reviews.title" />
      </h2>
      {summary && (
        <Summary>
          <Stars aria-hidden="true">{stars(summary.average)}</Stars>{" "}
          <FormattedMessage id="plus.reviews.average" values={{ average: formats.number(summary.average, 1) }} />
          {" · "}
          <FormattedMessage id="offers.reviews.count" values={{ count: summary.count }} />
        </Summary>
      )}
      {state.status === "loading" && shown.length === 0 && (
        <p aria-live="polite">
          <VisuallyHidden>
            <FormattedMessage id="plus.reviews.loading" />
          </VisuallyHidden>
        </p>
      )}
      {summary && summary.count === 0 && (
        <p>
          <FormattedMessage id="plus.reviews.empty" />
        </p>
      )}
      {shown.length > 0 && (
        <ol>
          {shown.map((review) => (
            <li key={review.id}>
              <Stars role="img" aria-label={intl.formatMessage({ id: "plus.reviews.rating" }, { rating: review.rating })}>
                {stars(review.rating)}
              </Stars>
              <Meta>
                {review.author} · {formats.date(dateOf(review.date))}
              </Meta>
              <p>{review.text}</p>
            </li>
          ))}
        </ol>
      )}
      {state.status === "error" && (
        <LoadFailed message={<FormattedMessage id="plus.reviews.error" />} onRetry={retry} focusRetry={retried || page > 1} />
      )}
      {summary && shown.length < summary.count && (
        <p>
          <Button $variant="secondary" disabled={state.status === "loading"} onClick={() => setPage(page + 1)}>
            <FormattedMessage id="plus.reviews.more" />
          </Button>
        </p>
      )}
    </Section>
  );
}
