import { describe, expect, it } from "vitest";
import { createFixtureApi } from "../../../../dev/fixture-api";
import { fuelTypeOf } from "../../../../src/web-api/vehicle-codes";
import {
  applyFilters,
  budgetBounds,
  countBy,
  hasFilters,
  noFilters,
  priceOf,
  resetFilters,
} from "../../../../src/features/plus-offers/filters";
import { filtersFromQuery, queryOf } from "../../../../src/features/plus-offers/url-state";
import type { SubscriptionOfferWithTenure } from "../../../../src/web-api/subscription";

async function germanOffers(): Promise<SubscriptionOfferWithTenure[]> {
  const api = createFixtureApi({ now: () => new Date("2026-11-24T10:00:00Z") });
  const answer = await api.fetch("http://fixture.local/v1/subscription/v1.1/subscriptions/offers/country?country=DE");
  return ((await answer.json()) as { offers: SubscriptionOfferWithTenure[] }).offers;
}

describe("the offers list's filters", () => {
  it("narrow the list by each of the seven filters", async () => {
    const offers = await germanOffers();
    expect(applyFilters(offers, noFilters)).toHaveLength(offers.length);
    const only = (filters: Partial<typeof noFilters>) => applyFilters(offers, { ...noFilters, ...filters });
    expect(only({ availability: ["fewDays"] }).every((o) => o.availability === "fewDays")).toBe(true);
    expect(only({ driverAge: 18 }).every((o) => o.minDriverAge <= 18)).toBe(true);
    expect(only({ automatic: true }).every((o) => o.transmission === "automatic")).toBe(true);
    expect(
      only({ vehicleTypes: ["suv", "van"] })
        .map((o) => o.vehicleType)
        .sort(),
    ).toEqual(
      offers
        .map((o) => o.vehicleType)
        .filter((t) => t === "suv" || t === "van")
        .sort(),
    );
    expect(only({ fuelTypes: ["electric"] }).every((o) => fuelTypeOf(o.engineType) === "electric")).toBe(true);
    expect(only({ budgetMin: 500, budgetMax: 700 }).every((o) => o.pricePerMonth.amount >= 500 && o.pricePerMonth.amount <= 700)).toBe(
      true,
    );
    const branch = offers[0]?.branchIds[0] ?? "";
    expect(only({ branchIds: [branch] }).every((o) => o.branchIds.includes(branch))).toBe(true);
    expect(only({ pickupDate: "2026-12-01" }).every((o) => o.availableFrom <= "2026-12-01")).toBe(true);
    for (const narrowed of [
      only({ availability: ["fewDays"] }),
      only({ driverAge: 18 }),
      only({ fuelTypes: ["electric"] }),
      only({ pickupDate: "2026-12-01" }),
    ]) {
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed.length).toBeLessThan(offers.length);
    }
  });

  it("count each value of a filter with the other filters applied, not its own", async () => {
    const offers = await germanOffers();
    const filters = { ...noFilters, fuelTypes: ["electric" as const], vehicleTypes: ["suv" as const] };
    const fuels = countBy(offers, filters, "fuelTypes", (o) => fuelTypeOf(o.engineType));
    expect(fuels.get("electric")).toBe(applyFilters(offers, filters).length);
    expect(fuels.get("hybrid")).toBe(offers.filter((o) => o.vehicleType === "suv" && fuelTypeOf(o.engineType) === "hybrid").length);
  });

  it("price an offer by the chosen term where it has one, and by its minimum term otherwise", async () => {
    const offers = await germanOffers();
    const twelveOnly = offers.find((o) => o.minimumTermMonths === 12);
    const flexible = offers.find((o) => o.minimumTermMonths === 1);
    if (!twelveOnly || !flexible) throw new Error("the fixture has every term");
    expect(priceOf(twelveOnly, 1)).toEqual(twelveOnly.pricePerMonth);
    expect(priceOf(flexible, 12).amount).toBeLessThan(priceOf(flexible, 1).amount);
  });

  it("round the budget's bounds out to hundreds, at least one interval apart", async () => {
    const offers = await germanOffers();
    const { min, max } = budgetBounds(offers, undefined);
    expect(min % 100).toBe(0);
    expect(max % 100).toBe(0);
    expect(max - min).toBeGreaterThanOrEqual(100);
    expect(budgetBounds([], undefined)).toEqual({ min: 0, max: 100 });
  });

  it("reset every filter but keep the chosen term", () => {
    const filters = { ...noFilters, automatic: true, term: 6 as const };
    expect(hasFilters(filters)).toBe(true);
    expect(resetFilters(filters)).toEqual({ ...noFilters, term: 6 });
    expect(hasFilters(resetFilters(filters))).toBe(false);
  });
});

describe("the filters in the URL", () => {
  it("round-trip through the query, keeping other parameters", () => {
    const filters = {
      availability: ["fewDays", "twoWeeks"] as const,
      driverAge: 21,
      automatic: true,
      vehicleTypes: ["suv"] as const,
      fuelTypes: ["electric", "hybrid"] as const,
      budgetMin: 300,
      budgetMax: 700,
      branchIds: ["de-berlin-0", "de-berlin-1"],
      pickupDate: "2026-12-03",
      term: 6 as const,
    };
    const query = queryOf(filters, "?utm_source=mail");
    expect(query).toContain("utm_source=mail");
    expect(query).toContain("branch=de-berlin-0,de-berlin-1");
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(queryOf(noFilters, "")).toBe("");
  });

  it("ignore bad and unknown values without an error", () => {
    const filters = filtersFromQuery(
      "?availability=soon,fewDays&age=abc&automatic=yes&type=tank&fuel=diesel,electric&min=900&max=100&branch=%3Cscript%3E,de-berlin-0&date=2026-02-31&term=3",
    );
    expect(filters).toEqual({ ...noFilters, availability: ["fewDays"], fuelTypes: ["electric"], branchIds: ["de-berlin-0"] });
    expect(filtersFromQuery("?age=12&date=yesterday&term=12").driverAge).toBeUndefined();
    expect(filtersFromQuery("?branch=a,b,c,d,e,f,g").branchIds).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});
