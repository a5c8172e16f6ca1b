import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/button";
import { CardGrid } from "../../components/card-grid";
import { LoadFailed, useRetried } from "../../components/load-failed";
import type { MarketFormats } from "../../i18n/formats";
import { VisuallyHidden } from "../../theme/visually-hidden";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import type { Term } from "./filters";
import { OfferCard } from "./offer-card";
import { MoreRowPlaceholder } from "./placeholders";
import { CardSkeletons, MoreRow, PAGE_SIZE, ResultCount, StateBox } from "./screen-parts";

type Offer = SubscriptionOfferWithTenure;
type Props = {
  status: "loading" | "error" | "success";
  retry: () => void;
  /** How many offers match; the cards shown are the first pages of them. */
  matching: number;
  visible: readonly Offer[];
  term: Term | undefined;
  formats: MarketFormats;
  /** Whether any filter is set: 'no offers found' then offers the reset. */
  filtered: boolean;
  onReset: () => void;
  /** The show-more flag: while loading, the row's space is held. */
  paged: boolean;
  hasMore: boolean;
  onShowMore: () => void;
  /** Stable callbacks: the cards are only rebuilt when the shown offers change. */
  onDetails: (offer: Offer, opener: HTMLButtonElement) => void;
  onContinue: (offer: Offer) => void;
};

/** The list's results: the count, then skeletons, the failure, 'no offers found' or the cards and 'Show more'. */
export function OffersResults(props: Props) {
  const { status, matching, visible, term, formats, filtered, onReset, paged, hasMore, onShowMore, onDetails, onContinue } = props;
  const [retried, retry] = useRetried(props.retry);
  const cards = useMemo(
    () =>
      visible.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} term={term} formats={formats} onDetails={onDetails} onContinue={onContinue} />
        </li>
      )),
    [visible, term, formats, onDetails, onContinue],
  );
  return (
    <>
      <ResultCount aria-live="polite" aria-atomic="true">
        {status === "success" ? (
          <FormattedMessage id="plus.results.count" values={{ count: matching }} />
        ) : status === "loading" ? (
          <VisuallyHidden>
            <FormattedMessage id="plus.loading" />
          </VisuallyHidden>
        ) : null}
      </ResultCount>
      {status === "loading" && <CardSkeletons count={PAGE_SIZE} />}
      {status === "loading" && paged && <MoreRowPlaceholder />}
      {status === "error" && (
        <LoadFailed
          heading={
            <h3>
              <FormattedMessage id="plus.error.title" />
            </h3>
          }
          message={<FormattedMessage id="plus.error.text" />}
          onRetry={retry}
          focusRetry={retried}
        />
      )}
      {status === "success" && matching === 0 && (
        <StateBox>
          <h3>
            <FormattedMessage id="offers.empty.title" />
          </h3>
          {filtered ? (
            <>
              <p>
                <FormattedMessage id="offers.empty.exhausted" />
              </p>
              <Button onClick={onReset}>
                <FormattedMessage id="offers.empty.reset" />
              </Button>
            </>
          ) : (
            <p>
              <FormattedMessage id="plus.empty.none" />
            </p>
          )}
        </StateBox>
      )}
      {visible.length > 0 && <CardGrid $threeFrom="lg">{cards}</CardGrid>}
      {hasMore && (
        <MoreRow>
          <Button $variant="secondary" onClick={onShowMore}>
            <FormattedMessage id="plus.list.showMore" />
          </Button>
        </MoreRow>
      )}
    </>
  );
}
