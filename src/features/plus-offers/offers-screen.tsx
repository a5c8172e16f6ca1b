import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/button";
import { VisuallyHidden } from "../../components/visually-hidden";
import { marketFormats } from "../../i18n/formats";
import { useFlags } from "../../shell/feature-flags";
import { useSitePage } from "../../shell/market-context";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import { ActiveChips } from "./active-chips";
import { weekdays } from "../../web-api/fields";
import { dateOf, isoOf } from "../../i18n/local-date";
import { closedBranchOn, minPickupDate } from "./dates";
import { FilterPanel } from "./filter-panel";
import { applyFilters, budgetBounds, hasFilters, resetFilters, type OfferFilters, type Term } from "./filters";
import { LocationDropdown } from "./location-dropdown";
import { OfferCard } from "./offer-card";
import { MoreRowPlaceholder } from "./placeholders";
import { onTab, ProductTabs, type ProductTab } from "./product-tabs";
import { Aside, CardGrid, CardSkeletons, FieldButton, Layout, Notice, PAGE_SIZE, Screen, Toolbar } from "./screen-parts";
import { useCatalogue } from "./use-catalogue";
import { useUrlFilters } from "./use-url-filters";

const DetailsDialog = lazy(() => import("./details-dialog"));
const CalendarDialog = lazy(() => import("./calendar-dialog"));
const HandOverDialog = lazy(() => import("./hand-over-dialog"));


/** The plus offers list: pickup location and date, contract term, the seven filters, the cards and their dialogs. */
export default function OffersScreen() {
  const intl = useIntl();
  const { market } = useSitePage();
  const formats = useMemo(() => marketFormats(market), [market]);
  const flags = useFlags();
  const [filters, setFilters] = useUrlFilters();
  const catalogue = useCatalogue({
    country: market.countryAlpha2,
    withTenure: flags.contractTerm,
    dynamic: flags.dynamicOffers ? { branchIds: filters.branchIds, pickupDate: filters.pickupDate } : undefined,
  });
  const [shown, setShown] = useState(PAGE_SIZE);
  const [notice, setNotice] = useState("");
  const [details, setDetails] = useState<{ offer: SubscriptionOfferWithTenure; opener: HTMLButtonElement }>();
  const [handOver, setHandOver] = useState<SubscriptionOfferWithTenure>();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [tab, setTab] = useState<ProductTab>("cars");
  const dateButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const today = useMemo(() => new Date(), []);
  const min = minPickupDate(today);

  const data = catalogue.status === "success" ? catalogue.data : undefined;
  const branches = data?.branches;
  const chosenBranches = useMemo(() => (branches ?? []).filter((b) => filters.branchIds.includes(b.id)), [branches, filters.branchIds]);

  // Once the branches are known, a URL naming unknown branches, a past date or a closed day is quietly corrected.
  useEffect(() => {
    if (!branches) return;
    const known = filters.branchIds.filter((id) => branches.some((b) => b.id === id));
    const date = filters.pickupDate;
    const dateOk = date === undefined || (date >= isoOf(min) && !(flags.branchAvailability && closedBranchOn(date, branches.filter((b) => known.includes(b.id)))));
    if (known.length !== filters.branchIds.length || !dateOk) setFilters({ ...filters, branchIds: known, pickupDate: dateOk ? date : undefined });
  }, [branches, filters]);

  const change = (next: OfferFilters) => {
    setShown(PAGE_SIZE);
    setFilters(next);
  };
  const chooseBranches = (branchIds: string[]) => {
    const date = filters.pickupDate;
    const closed = date && flags.branchAvailability ? closedBranchOn(date, (branches ?? []).filter((b) => branchIds.includes(b.id))) : undefined;
    setNotice(closed ? intl.formatMessage({ id: "offers.date.branchClosed" }, { branch: closed.name }) : "");
    change({ ...filters, branchIds, pickupDate: closed ? undefined : date });
  };
  const reset = () => {
    setNotice("");
    change(resetFilters(filters));
  };

  // The truck-tabs flag splits the list into cars and vans before any filter counts.
  const offers = flags.truckTabs ? data?.offers.filter((offer) => onTab(tab, offer.vehicleType)) : data?.offers;
  // The list and the counts follow a deferred copy of the filters: a click paints its checkbox at once,
  // and React renders the narrowed list right after, interruptibly (the input-to-paint budget).
  const listFilters = useDeferredValue(filters);
  const matching = useMemo(() => (offers ? applyFilters(offers, listFilters) : []), [offers, listFilters]);
  const bounds = useMemo(() => (offers && offers.length > 0 ? budgetBounds(offers, listFilters.term) : undefined), [offers, listFilters.term]);
  const visible = useMemo(() => (flags.showMore ? matching.slice(0, shown) : matching), [matching, flags.showMore, shown]);
  const branchCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const offer of offers ? applyFilters(offers, listFilters, "branchIds") : []) for (const id of offer.branchIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  }, [offers, listFilters]);
  const openDetails = useCallback((offer: SubscriptionOfferWithTenure, opener: HTMLButtonElement) => setDetails({ offer, opener }), []);
  const cards = useMemo(
    () =>
      visible.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} term={listFilters.term} formats={formats} onDetails={openDetails} onContinue={setHandOver} />
        </li>
      )),
    [visible, listFilters.term, formats, openDetails],
  );
  // JavaScript numbers weekdays from Sunday (0), the API's list starts on Monday.
  const closedDays = flags.branchAvailability
    ? [0, 1, 2, 3, 4, 5, 6].filter((n) => chosenBranches.some((b) => !b.openingDays.includes(weekdays[(n + 6) % 7] ?? "MON")))
    : [];

  return (
    <Screen aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}><FormattedMessage id="offers.title" /></h2>
      <Toolbar>
        {flags.locationFilter && <LocationDropdown branches={branches} chosen={filters.branchIds} onChange={chooseBranches} counts={offers ? branchCounts : undefined} />}
        <FieldButton ref={dateButton} type="button" aria-haspopup="dialog" disabled={!data} onClick={() => setCalendarOpen(true)}>
          <span className="label"><FormattedMessage id="offers.date.label" /></span>
          <span className="value">{filters.pickupDate ? formats.date(dateOf(filters.pickupDate)) : intl.formatMessage({ id: "offers.date.placeholder" })}</span>
        </FieldButton>
        {flags.contractTerm && (
          <label className="term">
            <span className="label"><FormattedMessage id="offers.term.label" /></span>
            <select value={filters.term ?? ""} disabled={!data} onChange={(event) => change({ ...filters, term: termOf(event.target.value) })}>
              <option value="">{intl.formatMessage({ id: "plus.term.any" })}</option>
              <option value="1">{intl.formatMessage({ id: "offers.term.flexible" })}</option>
              <option value="6">{intl.formatMessage({ id: "offers.term.sixMonths" })}</option>
              <option value="12">{intl.formatMessage({ id: "offers.term.twelveMonths" })}</option>
            </select>
          </label>
        )}
      </Toolbar>
      <Notice role="alert">{notice}</Notice>
      {flags.truckTabs && (
        <ProductTabs
          value={tab}
          onChange={(next) => {
            setShown(PAGE_SIZE);
            setTab(next);
          }}
          panelId={`${ids}-panel`}
          idOf={(t) => `${ids}-tab-${t}`}
        />
      )}
      <Layout>
        <Aside data-open={filtersOpen}>
          <Button $variant="secondary" className="filters-toggle" aria-expanded={filtersOpen} aria-controls={`${ids}-filters`} onClick={() => setFiltersOpen(!filtersOpen)}>
            <FormattedMessage id="offers.filters.title" />
          </Button>
          <div id={`${ids}-filters`} className="filters">
            <FilterPanel offers={offers} filters={filters} countFilters={listFilters} onChange={change} formats={formats} bounds={bounds} />
          </div>
        </Aside>
        <div {...(flags.truckTabs ? { id: `${ids}-panel`, role: "tabpanel", "aria-labelledby": `${ids}-tab-${tab}` } : {})}>
          <ActiveChips filters={filters} branches={branches ?? []} formats={formats} bounds={bounds} onChange={change} onReset={reset} />
          <p aria-live="polite" aria-atomic="true" className="count">
            {catalogue.status === "success" ? (
              <FormattedMessage id="plus.results.count" values={{ count: matching.length }} />
            ) : catalogue.status === "loading" ? (
              <VisuallyHidden><FormattedMessage id="plus.loading" /></VisuallyHidden>
            ) : null}
          </p>
          {catalogue.status === "loading" && <CardSkeletons count={PAGE_SIZE} />}
          {catalogue.status === "loading" && flags.showMore && <MoreRowPlaceholder />}
          {catalogue.status === "error" && (
            <div className="state" role="alert">
              <h3><FormattedMessage id="plus.error.title" /></h3>
              <p><FormattedMessage id="plus.error.text" /></p>
              <Button $variant="secondary" onClick={catalogue.retry}><FormattedMessage id="errors.retry" /></Button>
            </div>
          )}
          {data && matching.length === 0 && (
            <div className="state">
              <h3><FormattedMessage id="offers.empty.title" /></h3>
              {hasFilters(listFilters) ? (
                <>
                  <p><FormattedMessage id="offers.empty.exhausted" /></p>
                  <Button onClick={reset}><FormattedMessage id="offers.empty.reset" /></Button>
                </>
              ) : (
                <p><FormattedMessage id="plus.empty.none" /></p>
              )}
            </div>
          )}
          {visible.length > 0 && (
            <CardGrid>{cards}</CardGrid>
          )}
          {flags.showMore && matching.length > visible.length && (
            <p className="more">
              <Button $variant="secondary" onClick={() => setShown(shown + PAGE_SIZE)}><FormattedMessage id="plus.list.showMore" /></Button>
            </p>
          )}
        </div>
      </Layout>
      {/* Each dialog's boundary exists only while it is open: none is in the static HTML, so hydration never meets one. */}
      {details && (
        <Suspense fallback={null}>
          <DetailsDialog
            offer={details.offer}
            formats={formats}
            onClose={() => {
              details.opener.focus();
              setDetails(undefined);
            }}
          />
        </Suspense>
      )}
      {calendarOpen && (
        <Suspense fallback={null}>
          <CalendarDialog
            locale={intl.locale}
            formats={formats}
            selected={filters.pickupDate ? dateOf(filters.pickupDate) : undefined}
            min={min}
            closedDays={closedDays}
            onSelect={(date) => {
              setNotice("");
              change({ ...filters, pickupDate: isoOf(date) });
            }}
            onClose={() => {
              setCalendarOpen(false);
              dateButton.current?.focus();
            }}
          />
        </Suspense>
      )}
      {handOver && (
        <Suspense fallback={null}>
          <HandOverDialog offer={handOver} term={filters.term} filters={filters} onClose={() => setHandOver(undefined)} />
        </Suspense>
      )}
    </Screen>
  );
}

const termOf = (value: string): Term | undefined => (value === "1" ? 1 : value === "6" ? 6 : value === "12" ? 12 : undefined);
