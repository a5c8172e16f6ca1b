import { useMemo } from "react";
import type { SubscriptionOfferWithTenure } from "../../web-api/subscription";
import { fuelTypeOf } from "../../web-api/vehicle-codes";
import { applyFilters, budgetBounds, countBy, type Availability, type FuelType, type OfferFilters, type VehicleType } from "./filters";

type Offer = SubscriptionOfferWithTenure;

/** How many offers each value of the filter panel would leave, the other filters staying as they are. */
export type FacetCounts = {
  availability: ReadonlyMap<Availability, number>;
  vehicleTypes: ReadonlyMap<VehicleType, number>;
  fuelTypes: ReadonlyMap<FuelType, number>;
  automatic: number;
  /** Offers a driver of this age may take. */
  withinAge: (age: number) => number;
};

/**
 * What follows from the offers and the (deferred) filters: the matching offers, the budget slider's
 * bounds, and the counts beside every filter value and branch. Undefined parts while offers load.
 */
export function useOfferCounts(offers: readonly Offer[] | undefined, filters: OfferFilters) {
  const matching = useMemo(() => (offers ? applyFilters(offers, filters) : []), [offers, filters]);
  const bounds = useMemo(() => (offers && offers.length > 0 ? budgetBounds(offers, filters.term) : undefined), [offers, filters.term]);
  const counts = useMemo(() => {
    if (!offers) return undefined;
    const branches = new Map<string, number>();
    for (const offer of applyFilters(offers, filters, "branchIds"))
      for (const id of offer.branchIds) branches.set(id, (branches.get(id) ?? 0) + 1);
    const ages = countBy(offers, filters, "driverAge", (o) => o.minDriverAge);
    const facets: FacetCounts = {
      availability: countBy(offers, filters, "availability", (o) => o.availability),
      vehicleTypes: countBy(offers, filters, "vehicleTypes", (o) => o.vehicleType),
      fuelTypes: countBy(offers, filters, "fuelTypes", (o) => fuelTypeOf(o.engineType)),
      automatic: countBy(offers, filters, "automatic", (o) => o.transmission).get("automatic") ?? 0,
      withinAge: (age) => [...ages].reduce((sum, [min, n]) => (min <= age ? sum + n : sum), 0),
    };
    return { branches, facets };
  }, [offers, filters]);
  return { matching, bounds, branchCounts: counts?.branches, facets: counts?.facets };
}
