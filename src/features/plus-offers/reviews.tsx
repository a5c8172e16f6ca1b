import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styled from "styled-components";
import { Button } from "../../components/button";
import { LoadFailed } from "../../components/load-failed";
import { VisuallyHidden } from "../../theme/visually-hidden";
import { useSitePage } from "../../page-context/site-page";
import type { PlusReviewsData } from "../../page-context/plus-reviews-data";

/** The customer reviews region (its own here: the plus FAQ page carries none of the offers list's parts). */
const Section = styled.section`
  margin-top: var(--space-7);
  h2 { margin: 0 0 var(--space-2); }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-4); }
  li { border-bottom: 1px solid var(--color-border); padding-bottom: var(--space-4); }
  li p { margin: var(--space-1) 0 0; }
`;

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

/** 'Show more': idle, a further page loading, or its failure (the page it asked for is asked again). */
type More = "idle" | "loading" | "error";

/**
 * Customer reviews of the subscription: the average, the count and the first page, as the build read
 * them (in the page's HTML), then a page more at each 'Show more', from the web API.
 */
export function Reviews({ first, watch }: { first: PlusReviewsData; watch?: RefObject<HTMLElement> }) {
  const intl = useIntl();
  const { market } = useSitePage();
  const title = useId();
  // The pages loaded so far, with the latest answer's average and count and every review shown.
  const [loaded, setLoaded] = useState({ pages: 1, reviews: first });
  const shown = loaded.reviews;
  const [more, setMore] = useState<More>("idle");
  const loading = useRef<AbortController>();
  useEffect(() => () => loading.current?.abort(), []);
  const showMore = (): void => {
    const controller = new AbortController();
    loading.current = controller;
    setMore("loading");
    import(/* webpackChunkName: "more-reviews" */ "./more-reviews")
      .then(({ reviewsPage }) => reviewsPage(market, intl.formatMessage({ id: "format.date" }), loaded.pages + 1, controller.signal))
      .then(
        (data) => {
          if (controller.signal.aborted) return;
          setLoaded((before) => ({
            pages: before.pages + 1,
            reviews: {
              ...data,
              reviews: [...before.reviews.reviews.filter((r) => !data.reviews.some((n) => n.id === r.id)), ...data.reviews],
            },
          }));
          setMore("idle");
        },
        // Aborted only when the section goes away; any other failure is the visitor's to retry.
        () => controller.signal.aborted || setMore("error"),
      );
  };
  return (
    <Section ref={watch} aria-labelledby={title}>
      <h2 id={title}>
        <FormattedMessage id="offers.reviews.title" />
      </h2>
      {shown.count > 0 ? (
        <Summary>
          <Stars aria-hidden="true">{stars(shown.average)}</Stars>{" "}
          <FormattedMessage id="plus.reviews.average" values={{ average: shown.averageText }} />
          {" · "}
          <FormattedMessage id="offers.reviews.count" values={{ count: shown.count }} />
        </Summary>
      ) : (
        <p>
          <FormattedMessage id="plus.reviews.empty" />
        </p>
      )}
      {shown.reviews.length > 0 && (
        <ol>
          {shown.reviews.map((review) => (
            <li key={review.id}>
              <Stars role="img" aria-label={intl.formatMessage({ id: "plus.reviews.rating" }, { rating: review.rating })}>
                {stars(review.rating)}
              </Stars>
              <Meta>
                {review.author} · {review.date}
              </Meta>
              <p>{review.text}</p>
            </li>
          ))}
        </ol>
      )}
      <VisuallyHidden aria-live="polite">{more === "loading" && <FormattedMessage id="plus.reviews.loading" />}</VisuallyHidden>
      {/* Its own action failed: the focus goes to 'Try again', which asks for the same page. */}
      {more === "error" && <LoadFailed message={<FormattedMessage id="plus.reviews.error" />} onRetry={showMore} focusRetry />}
      {more !== "error" && shown.reviews.length < shown.count && (
        <p>
          <Button $variant="secondary" disabled={more === "loading"} onClick={showMore}>
            <FormattedMessage id="plus.reviews.more" />
          </Button>
        </p>
      )}
    </Section>
  );
}
