import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/button";
import { VisuallyHidden } from "../../theme/visually-hidden";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import { ActiveChips } from "./active-chips";
import { hasFilters } from "./filters";
import { OfferCard } from "./offer-card";
import { MoreRowPlaceholder } from "./placeholders";
import { CardGrid, CardSkeletons, PAGE_SIZE } from "./screen-parts";
import type { OffersList } from "./use-offers-list";

type Props = {
  list: OffersList;
  /** Stable callbacks: the cards are only rebuilt when the shown offers change. */
  onDetails: (offer: SubscriptionOfferWithTenure, opener: HTMLButtonElement) => void;
  onContinue: (offer: SubscriptionOfferWithTenure) => void;
};

/** The list's results: active filter chips, the count, then skeletons, the error, 'no offers found' or the cards and 'Show more'. */
export function OffersResults({ list, onDetails, onContinue }: Props) {
  const { catalogue, data, filters, listFilters, matching, visible, branches, bounds, formats, flags, change, reset, showMore } = list;
  const cards = useMemo(
    () =>
      visible.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} term={listFilters.term} formats={formats} onDetails={onDetails} onContinue={onContinue} />
        </li>
      )),
    [visible, listFilters.term, formats, onDetails, onContinue],
  );
  return (
    <>
      <ActiveChips filters={filters} branches={branches ?? []} formats={formats} bounds={bounds} onChange={change} onReset={reset} />
      <p aria-live="polite" aria-atomic="true" className="count">
        {catalogue.status === "success" ? (
          <FormattedMessage id="plus.results.count" values={{ count: matching.length }} />
        ) : catalogue.status === "loading" ? (
          <VisuallyHidden>
            <FormattedMessage id="plus.loading" />
          </VisuallyHidden>
        ) : null}
      </p>
      {catalogue.status === "loading" && <CardSkeletons count={PAGE_SIZE} />}
      {catalogue.status === "loading" && flags.showMore && <MoreRowPlaceholder />}
      {catalogue.status === "error" && (
        <div className="state" role="alert">
          <h3>
            <FormattedMessage id="plus.error.title" />
          </h3>
          <p>
            <FormattedMessage id="plus.error.text" />
          </p>
          <Button $variant="secondary" onClick={catalogue.retry}>
            <FormattedMessage id="errors.retry" />
          </Button>
        </div>
      )}
      {data && matching.length === 0 && (
        <div className="state">
          <h3>
            <FormattedMessage id="offers.empty.title" />
          </h3>
          {hasFilters(listFilters) ? (
            <>
              <p>
                <FormattedMessage id="offers.empty.exhausted" />
              </p>
              <Button onClick={reset}>
                <FormattedMessage id="offers.empty.reset" />
              </Button>
            </>
          ) : (
            <p>
              <FormattedMessage id="plus.empty.none" />
            </p>
          )}
        </div>
      )}
      {visible.length > 0 && <CardGrid>{cards}</CardGrid>}
      {flags.showMore && matching.length > visible.length && (
        <p className="more">
          <Button $variant="secondary" onClick={showMore}>
            <FormattedMessage id="plus.list.showMore" />
          </Button>
        </p>
      )}
    </>
  );
}
