import type { availabilityBuckets, termMonths, vehicleTypes, SubscriptionOfferWithTenure } from "../../web-api/subscription";
import { fuelTypeOf, type FuelType } from "../../web-api/vehicle-codes";

type Offer = SubscriptionOfferWithTenure;
export type Availability = (typeof availabilityBuckets)[number];
export type VehicleType = (typeof vehicleTypes)[number];
export type { FuelType };
export type Term = (typeof termMonths)[number];

/** Spec §9: at most 6 branches in the location filter. */
export const MAX_BRANCHES = 6;
/** Spec §9: the budget range is never narrower than 100 in the market's currency. */
export const BUDGET_INTERVAL = 100;

/** Everything the visitor chose on the offers list; all of it lives in the URL query. */
export type OfferFilters = {
  availability: readonly Availability[];
  /** The driver's age: offers whose youngest accepted driver is older drop out. */
  driverAge: number | undefined;
  automatic: boolean;
  vehicleTypes: readonly VehicleType[];
  fuelTypes: readonly FuelType[];
  budgetMin: number | undefined;
  budgetMax: number | undefined;
  branchIds: readonly string[];
  /** Pickup date, `YYYY-MM-DD`. */
  pickupDate: string | undefined;
  /** Contract term whose price is shown; undefined shows each offer's minimum term. */
  term: Term | undefined;
};

export const noFilters: OfferFilters = {
  availability: [],
  driverAge: undefined,
  automatic: false,
  vehicleTypes: [],
  fuelTypes: [],
  budgetMin: undefined,
  budgetMax: undefined,
  branchIds: [],
  pickupDate: undefined,
  term: undefined,
};

/** The facets of the seven filters that narrow the list (the term only changes prices). */
export type Facet = "availability" | "driverAge" | "automatic" | "vehicleTypes" | "fuelTypes" | "budget" | "branchIds" | "pickupDate";

/** The monthly price of an offer with the chosen term, or its own minimum term's where it has no such option. */
export function priceOf(offer: Offer, term: Term | undefined): Offer["pricePerMonth"] {
  if (term === undefined) return offer.pricePerMonth;
  return offer.tenureOptions.find((option) => option.termMonths === term)?.pricePerMonth ?? offer.pricePerMonth;
}

const tests: Record<Facet, (offer: Offer, f: OfferFilters) => boolean> = {
  availability: (o, f) => f.availability.length === 0 || f.availability.includes(o.availability),
  driverAge: (o, f) => f.driverAge === undefined || o.minDriverAge <= f.driverAge,
  automatic: (o, f) => !f.automatic || o.transmission === "automatic",
  vehicleTypes: (o, f) => f.vehicleTypes.length === 0 || f.vehicleTypes.includes(o.vehicleType),
  fuelTypes: (o, f) => f.fuelTypes.length === 0 || f.fuelTypes.includes(fuelTypeOf(o.engineType)),
  budget: (o, f) => {
    const amount = priceOf(o, f.term).amount;
    return (f.budgetMin === undefined || amount >= f.budgetMin) && (f.budgetMax === undefined || amount <= f.budgetMax);
  },
  branchIds: (o, f) => f.branchIds.length === 0 || o.branchIds.some((id) => f.branchIds.includes(id)),
  pickupDate: (o, f) => f.pickupDate === undefined || o.availableFrom <= f.pickupDate,
};
const facets = Object.keys(tests) as Facet[];

/** The offers that match every filter, or every filter but `except` (for the counts beside one filter's values). */
export function applyFilters(offers: readonly Offer[], filters: OfferFilters, except?: Facet): Offer[] {
  const active = facets.filter((facet) => facet !== except);
  return offers.filter((offer) => active.every((facet) => tests[facet](offer, filters)));
}

/** How many offers each value of a filter would leave, the other filters staying as they are. */
export function countBy<K extends string | number>(
  offers: readonly Offer[],
  filters: OfferFilters,
  facet: Facet,
  valueOf: (offer: Offer) => K,
): Map<K, number> {
  const counts = new Map<K, number>();
  for (const offer of applyFilters(offers, filters, facet)) counts.set(valueOf(offer), (counts.get(valueOf(offer)) ?? 0) + 1);
  return counts;
}

/** The budget slider's bounds: the offers' lowest and highest monthly price, rounded out to whole hundreds. */
export function budgetBounds(offers: readonly Offer[], term: Term | undefined): { min: number; max: number } {
  const amounts = offers.map((offer) => priceOf(offer, term).amount);
  if (amounts.length === 0) return { min: 0, max: BUDGET_INTERVAL };
  const min = Math.floor(Math.min(...amounts) / BUDGET_INTERVAL) * BUDGET_INTERVAL;
  return { min, max: Math.max(min + BUDGET_INTERVAL, Math.ceil(Math.max(...amounts) / BUDGET_INTERVAL) * BUDGET_INTERVAL) };
}

/** Whether any filter (not the term) is set. */
export const hasFilters = (f: OfferFilters): boolean =>
  f.availability.length > 0 ||
  f.driverAge !== undefined ||
  f.automatic ||
  f.vehicleTypes.length > 0 ||
  f.fuelTypes.length > 0 ||
  f.budgetMin !== undefined ||
  f.budgetMax !== undefined ||
  f.branchIds.length > 0 ||
  f.pickupDate !== undefined;

/** Every filter cleared; the chosen term stays, since it is not a filter. */
export const resetFilters = (f: OfferFilters): OfferFilters => ({ ...noFilters, term: f.term });
