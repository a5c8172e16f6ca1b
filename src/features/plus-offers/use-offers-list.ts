import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { useFlags } from "../../services/feature-flags";
import { useSitePage } from "../../page/site-page";
import { useMarketFormats } from "../../page/use-market-formats";
import { closedBranchOn, closedWeekdays, correctedChoice, minPickupDate } from "./dates";
import { applyFilters, budgetBounds, resetFilters, type OfferFilters } from "./filters";
import { onTab, type ProductTab } from "./product-tabs";
import { PAGE_SIZE } from "./screen-parts";
import { useCatalogue } from "./use-catalogue";
import { useUrlFilters } from "./use-url-filters";

/** Everything the offers list shows and every change a visitor can make to it. */
export type OffersList = ReturnType<typeof useOffersList>;

/**
 * The offers list's state: the catalogue, the filters in the URL, the product tab, how many cards
 * show, the closed-branch notice; and what follows from them (the matching offers, counts, budget
 * bounds, the calendar's closed days).
 */
export function useOffersList() {
  const intl = useIntl();
  const { market } = useSitePage();
  const formats = useMarketFormats();
  const flags = useFlags();
  const [filters, setFilters] = useUrlFilters();
  const catalogue = useCatalogue({
    country: market.countryAlpha2,
    withTenure: flags.contractTerm,
    dynamic: flags.dynamicOffers ? { branchIds: filters.branchIds, pickupDate: filters.pickupDate } : undefined,
  });
  const [shown, setShown] = useState(PAGE_SIZE);
  const [notice, setNotice] = useState("");
  const [tab, setTab] = useState<ProductTab>("cars");
  // Fixed for the screen's life: the correction below depends on it and must not re-run every render.
  const min = useMemo(() => minPickupDate(new Date()), []);

  const data = catalogue.status === "success" ? catalogue.data : undefined;
  const branches = data?.branches;
  const checkClosed = flags.branchAvailability;

  // Once the branches are known, a URL naming unknown branches, a past date or a closed day is quietly corrected.
  useEffect(() => {
    const corrected = branches && correctedChoice(filters, branches, min, checkClosed);
    if (corrected) setFilters(corrected);
  }, [branches, filters, min, checkClosed, setFilters]);

  const change = useCallback(
    (next: OfferFilters) => {
      setShown(PAGE_SIZE);
      setFilters(next);
    },
    [setFilters],
  );
  const chooseBranches = (branchIds: string[]) => {
    const date = filters.pickupDate;
    const closed =
      date && checkClosed
        ? closedBranchOn(
            date,
            (branches ?? []).filter((b) => branchIds.includes(b.id)),
          )
        : undefined;
    setNotice(closed ? intl.formatMessage({ id: "offers.date.branchClosed" }, { branch: closed.name }) : "");
    change({ ...filters, branchIds, pickupDate: closed ? undefined : date });
  };
  const chooseDate = (pickupDate: string) => {
    setNotice("");
    change({ ...filters, pickupDate });
  };
  const reset = () => {
    setNotice("");
    change(resetFilters(filters));
  };
  const chooseTab = (next: ProductTab) => {
    setShown(PAGE_SIZE);
    setTab(next);
  };
  const showMore = () => setShown(shown + PAGE_SIZE);

  // The truck-tabs flag splits the list into cars and vans before any filter counts.
  const offers = flags.truckTabs ? data?.offers.filter((offer) => onTab(tab, offer.vehicleTypeCode)) : data?.offers;
  // The list and the counts follow a deferred copy of the filters: a click paints its checkbox at once,
  // and React renders the narrowed list right after, interruptibly (the input-to-paint budget).
  const listFilters = useDeferredValue(filters);
  const matching = useMemo(() => (offers ? applyFilters(offers, listFilters) : []), [offers, listFilters]);
  const bounds = useMemo(
    () => (offers && offers.length > 0 ? budgetBounds(offers, listFilters.term) : undefined),
    [offers, listFilters.term],
  );
  const visible = useMemo(() => (flags.showMore ? matching.slice(0, shown) : matching), [matching, flags.showMore, shown]);
  const branchCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const offer of offers ? applyFilters(offers, listFilters, "branchIds") : [])
      for (const id of offer.branchIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  }, [offers, listFilters]);
  const chosenBranches = (branches ?? []).filter((b) => filters.branchIds.includes(b.id));
  const closedDays = checkClosed ? closedWeekdays(chosenBranches) : [];

  return {
    formats,
    flags,
    catalogue,
    data,
    branches,
    offers,
    filters,
    listFilters,
    matching,
    visible,
    bounds,
    branchCounts,
    min,
    closedDays,
    notice,
    tab,
    change,
    chooseBranches,
    chooseDate,
    reset,
    chooseTab,
    showMore,
  };
}
