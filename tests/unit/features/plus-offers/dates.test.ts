import { describe, expect, it } from "vitest";
import { closedWeekdays, correctedChoice } from "../../../../src/features/plus-offers/dates";
import { noFilters } from "../../../../src/features/plus-offers/filters";
import type { SubscriptionBranch } from "../../../../src/web-api/subscription";

const weekdaysOnly: SubscriptionBranch = {
  id: "b1",
  name: "Centre",
  city: "Springfield",
  address: "1 Main St",
  openingDays: ["MON", "TUE", "WED", "THU", "FRI"],
};
const everyDay: SubscriptionBranch = {
  ...weekdaysOnly,
  id: "b2",
  name: "Airport",
  openingDays: ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"],
};
const min = new Date(2026, 10, 27);

describe("correctedChoice, a shared link's choice made valid", () => {
  it("leaves a valid choice alone", () => {
    expect(correctedChoice({ ...noFilters, branchIds: ["b1"], pickupDate: "2026-11-30" }, [weekdaysOnly], min, true)).toBeUndefined();
  });

  it("drops unknown branches and a date before the minimum", () => {
    expect(correctedChoice({ ...noFilters, branchIds: ["b1", "gone"], pickupDate: "2026-11-26" }, [weekdaysOnly], min, true)).toMatchObject(
      { branchIds: ["b1"], pickupDate: undefined },
    );
  });

  it("clears a date on which a chosen branch is closed, only when branch availability is checked", () => {
    const saturday = { ...noFilters, branchIds: ["b1"], pickupDate: "2026-11-28" };
    expect(correctedChoice(saturday, [weekdaysOnly], min, true)).toMatchObject({ branchIds: ["b1"], pickupDate: undefined });
    expect(correctedChoice(saturday, [weekdaysOnly], min, false)).toBeUndefined();
  });
});

describe("closedWeekdays", () => {
  it("names the JavaScript weekdays on which any chosen branch is closed", () => {
    expect(closedWeekdays([weekdaysOnly, everyDay])).toEqual([0, 6]);
    expect(closedWeekdays([everyDay])).toEqual([]);
  });
});
