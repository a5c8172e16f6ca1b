import { useCallback, useId, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/button";
import { useFlagConversion } from "../../services/feature-flags";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import { FilterPanel } from "./filter-panel";
import { OfferDialogs, type OpenDialog } from "./offer-dialogs";
import { OffersResults } from "./offers-results";
import { OffersToolbar } from "./offers-toolbar";
import { ProductTabs } from "./product-tabs";
import { Aside, Layout, Notice, Screen } from "./screen-parts";
import { useOffersList } from "./use-offers-list";

/** The plus offers list: pickup location and date, contract term, the seven filters, the cards and their dialogs. */
export default function OffersScreen() {
  const list = useOffersList();
  const { flags, offers, filters, listFilters, formats, bounds, tab, notice, change, chooseTab } = list;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>();
  const dateButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  // Both are conversions for the flag service's experiments (docs/feature-flags.md).
  const convert = useFlagConversion();
  const openDetails = useCallback(
    (offer: SubscriptionOfferWithTenure, opener: HTMLButtonElement) => {
      convert("offerDetailsOpened");
      setDialog({ kind: "details", offer, opener });
    },
    [convert],
  );
  const openHandOver = useCallback(
    (offer: SubscriptionOfferWithTenure) => {
      convert("offerChosen");
      setDialog({ kind: "handOver", offer });
    },
    [convert],
  );

  return (
    <Screen aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>
        <FormattedMessage id="offers.title" />
      </h2>
      <OffersToolbar ref={dateButton} list={list} onOpenCalendar={() => setDialog({ kind: "calendar", opener: dateButton.current })} />
      <Notice role="alert">{notice}</Notice>
      {flags.truckTabs && <ProductTabs value={tab} onChange={chooseTab} panelId={`${ids}-panel`} idOf={(t) => `${ids}-tab-${t}`} />}
      <Layout>
        <Aside data-open={filtersOpen}>
          <Button
            $variant="secondary"
            className="filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={`${ids}-filters`}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <FormattedMessage id="offers.filters.title" />
          </Button>
          <div id={`${ids}-filters`} className="filters">
            <FilterPanel offers={offers} filters={filters} countFilters={listFilters} onChange={change} formats={formats} bounds={bounds} />
          </div>
        </Aside>
        <div {...(flags.truckTabs ? { id: `${ids}-panel`, role: "tabpanel", "aria-labelledby": `${ids}-tab-${tab}` } : {})}>
          <OffersResults list={list} onDetails={openDetails} onContinue={openHandOver} />
        </div>
      </Layout>
      <OfferDialogs open={dialog} list={list} onClose={() => setDialog(undefined)} />
    </Screen>
  );
}
