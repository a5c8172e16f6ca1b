import { useCallback, useId, useMemo, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useSitePage } from "../../page-context/site-page";
import { useMarketFormats } from "../../page-context/use-market-formats";
import { useFlagConversion, useFlags } from "../../services/feature-flags";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import { ActiveChips } from "./active-chips";
import { FilterPanel } from "./filter-panel";
import { hasFilters } from "./filters";
import { OfferDialogs, type OpenDialog } from "./offer-dialogs";
import { OffersResults } from "./offers-results";
import { OffersToolbar } from "./offers-toolbar";
import { ShellSlot } from "../../runtime-apps/shell-slot";
import { onTab, productTabs, ProductTabs, type ProductTab } from "./product-tabs";
import { FiltersBox, FiltersToggle, Layout, Notice, Results, Screen } from "./screen-parts";
import { useCatalogue } from "./use-catalogue";
import { useOfferCounts } from "./use-offer-counts";
import { useOfferFilters } from "./use-offer-filters";
import { usePaging } from "./use-paging";
import { useUrlFilters } from "./use-url-filters";
import { queryOf } from "./url-state";

/** The plus offers list: pickup location and date, contract term, the seven filters, the cards and their dialogs. */
export default function OffersScreen() {
  const { market } = useSitePage();
  const formats = useMarketFormats();
  const flags = useFlags();
  const urlFilters = useUrlFilters();
  const [url] = urlFilters;
  const catalogue = useCatalogue({
    country: market.countryAlpha2,
    withTenure: flags.contractTerm,
    dynamic: flags.dynamicOffers ? { branchIds: url.branchIds, pickupDate: url.pickupDate } : undefined,
  });
  const data = catalogue.status === "success" ? catalogue.data : undefined;
  const choices = useOfferFilters(urlFilters, data?.branches, flags.branchAvailability);
  const { filters, listFilters } = choices;
  const tabs = productTabs(flags.truckTabs, market.productLines.includes("plus-unlimited"));
  const [chosen, setTab] = useState<ProductTab>();
  // The flags can arrive after the first render: a tab that is gone falls back to the first.
  const tab = chosen !== undefined && tabs.includes(chosen) ? chosen : (tabs[0] ?? "all");
  // The unlimited tab is the plus-unlimited app's; the list behind it keeps its last vehicles' tab.
  const listTab = tab === "unlimited" ? "all" : tab;
  // The truck-tabs flag splits the list into cars and vans before any filter counts.
  const offers = useMemo(() => data?.offers.filter((offer) => onTab(listTab, offer.vehicleTypeCode)), [data, listTab]);
  const { matching, bounds, branchCounts, facets } = useOfferCounts(offers, listFilters);
  const paging = usePaging(matching, flags.showMore, `${tab}${queryOf(listFilters)}`);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>();
  const dateButton = useRef<HTMLButtonElement>(null);
  const results = useRef<HTMLDivElement>(null);
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
  const showResults = () => {
    setFiltersOpen(false);
    results.current?.focus();
  };

  return (
    <Screen aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>
        <FormattedMessage id="offers.title" />
      </h2>
      <OffersToolbar
        ref={dateButton}
        withLocation={flags.locationFilter}
        withTerm={flags.contractTerm}
        branches={data?.branches}
        branchIds={filters.branchIds}
        branchCounts={branchCounts}
        pickupDate={filters.pickupDate}
        term={filters.term}
        formats={formats}
        onBranches={choices.chooseBranches}
        onOpenCalendar={() => setDialog({ kind: "calendar", opener: dateButton.current })}
        onTerm={(term) => choices.change({ ...filters, term })}
      />
      <Notice role="alert">{choices.notice}</Notice>
      {tabs.length > 0 && (
        <ProductTabs tabs={tabs} value={tab} onChange={setTab} panelId={`${ids}-panel`} idOf={(t) => `${ids}-tab-${t}`} />
      )}
      {tab === "unlimited" ? (
        <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${tab}`}>
          <ShellSlot slot="plus-unlimited" />
        </div>
      ) : (
        <Layout>
          <div>
            <FiltersToggle aria-expanded={filtersOpen} aria-controls={`${ids}-filters`} onClick={() => setFiltersOpen(!filtersOpen)}>
              <FormattedMessage id="offers.filters.title" />
            </FiltersToggle>
            <FiltersBox id={`${ids}-filters`} data-open={filtersOpen}>
              <FilterPanel
                filters={filters}
                counts={facets}
                onChange={choices.change}
                formats={formats}
                bounds={bounds}
                resultCount={offers && matching.length}
                onShowResults={showResults}
              />
            </FiltersBox>
          </div>
          <Results
            ref={results}
            tabIndex={-1}
            {...(tabs.length > 0 ? { id: `${ids}-panel`, role: "tabpanel", "aria-labelledby": `${ids}-tab-${tab}` } : {})}
          >
            <ActiveChips
              filters={filters}
              branches={data?.branches ?? []}
              formats={formats}
              bounds={bounds}
              onChange={choices.change}
              onReset={choices.reset}
            />
            <OffersResults
              status={catalogue.status}
              retry={catalogue.retry}
              matching={matching.length}
              visible={paging.visible}
              term={listFilters.term}
              formats={formats}
              filtered={hasFilters(listFilters)}
              onReset={choices.reset}
              paged={flags.showMore}
              hasMore={paging.hasMore}
              onShowMore={paging.showMore}
              onDetails={openDetails}
              onContinue={openHandOver}
            />
          </Results>
        </Layout>
      )}
      <OfferDialogs
        open={dialog}
        filters={filters}
        min={choices.min}
        closedDays={choices.closedDays}
        formats={formats}
        onChooseDate={choices.chooseDate}
        onClose={() => setDialog(undefined)}
      />
    </Screen>
  );
}
