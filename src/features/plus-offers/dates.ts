import { dateOf } from "../../i18n/local-date";
import { weekdays, type Weekday } from "../../web-api/fields";
import type { SubscriptionBranch } from "../../web-api/subscription";

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
