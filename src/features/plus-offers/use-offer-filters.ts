import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import type { SubscriptionBranch } from "../../web-api/subscription";
import { closedBranchOn, closedWeekdays, correctedChoice, minPickupDate } from "./dates";
import { resetFilters, type OfferFilters } from "./filters";

/**
 * The filters of the URL (`useUrlFilters`) made valid once the branches are known, the ways a visitor
 * changes them, the closed-branch notice, and what the calendar needs (the earliest date, the closed weekdays).
 */
export function useOfferFilters(
  [filters, setFilters]: readonly [OfferFilters, (next: OfferFilters) => void],
  branches: readonly SubscriptionBranch[] | undefined,
  checkClosed: boolean,
) {
  const intl = useIntl();
  const [notice, setNotice] = useState("");
  // Fixed for the screen's life: the correction below depends on it and must not re-run every render.
  const min = useMemo(() => minPickupDate(new Date()), []);

  // Once the branches are known, a URL naming unknown branches, a past date or a closed day is quietly corrected.
  useEffect(() => {
    const corrected = branches && correctedChoice(filters, branches, min, checkClosed);
    if (corrected) setFilters(corrected);
  }, [branches, filters, min, checkClosed, setFilters]);

  const chooseBranches = (branchIds: string[]) => {
    const date = filters.pickupDate;
    const chosen = (branches ?? []).filter((b) => branchIds.includes(b.id));
    const closed = date && checkClosed ? closedBranchOn(date, chosen) : undefined;
    setNotice(closed ? intl.formatMessage({ id: "offers.date.branchClosed" }, { branch: closed.name }) : "");
    setFilters({ ...filters, branchIds, pickupDate: closed ? undefined : date });
  };
  const chooseDate = useCallback(
    (pickupDate: string) => {
      setNotice("");
      setFilters({ ...filters, pickupDate });
    },
    [filters, setFilters],
  );
  const reset = () => {
    setNotice("");
    setFilters(resetFilters(filters));
  };
  const chosenBranches = (branches ?? []).filter((b) => filters.branchIds.includes(b.id));

  return {
    filters,
    // The list and the counts follow a deferred copy of the filters: a click paints its checkbox at once,
    // and React renders the narrowed list right after, interruptibly (the input-to-paint budget).
    listFilters: useDeferredValue(filters),
    change: setFilters,
    chooseBranches,
    chooseDate,
    reset,
    notice,
    min,
    closedDays: checkClosed ? closedWeekdays(chosenBranches) : [],
  };
}
