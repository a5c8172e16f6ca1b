import { dateOf, isoOf } from "../../i18n/local-date";
import { weekdays, type Weekday } from "../../web-api/fields";
import type { SubscriptionBranch } from "../../web-api/subscription";
import type { OfferFilters } from "./filters";

/** A subscription car is picked up tomorrow at the earliest. */
export const MIN_DAYS_AHEAD = 1;

/** The earliest pickup date, counted from `today`. */
export function minPickupDate(today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + MIN_DAYS_AHEAD);
}

/** The weekday of a date in the API's names (JavaScript counts from Sunday). */
export const weekdayOf = (date: Date): Weekday => weekdays[(date.getDay() + 6) % 7] ?? "MON";

/** The first chosen branch that is closed on the date, if any (spec §4: the date is then reset). */
export function closedBranchOn(iso: string, branches: readonly SubscriptionBranch[]): SubscriptionBranch | undefined {
  const day = weekdayOf(dateOf(iso));
  return branches.find((branch) => !branch.openingDays.includes(day));
}

/**
 * A URL's choice made valid once the branches are known: unknown branches dropped, a date before
 * `min` or (with `checkClosed`) on a chosen branch's closed day cleared. Undefined when nothing changes.
 */
export function correctedChoice(
  filters: OfferFilters,
  branches: readonly SubscriptionBranch[],
  min: Date,
  checkClosed: boolean,
): OfferFilters | undefined {
  const known = filters.branchIds.filter((id) => branches.some((b) => b.id === id));
  const date = filters.pickupDate;
  const dateOk =
    date === undefined ||
    (date >= isoOf(min) &&
      !(
        checkClosed &&
        closedBranchOn(
          date,
          branches.filter((b) => known.includes(b.id)),
        )
      ));
  if (known.length === filters.branchIds.length && dateOk) return undefined;
  return { ...filters, branchIds: known, pickupDate: dateOk ? date : undefined };
}

/** The JavaScript weekdays (Sunday 0) on which any of the branches is closed, for the calendar. */
export const closedWeekdays = (branches: readonly SubscriptionBranch[]): number[] =>
  [0, 1, 2, 3, 4, 5, 6].filter((n) => branches.some((b) => !b.openingDays.includes(weekdays[(n + 6) % 7] ?? "MON")));
