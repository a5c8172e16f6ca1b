import { availabilityBuckets, termMonths, vehicleTypes } from "../../web-api/subscription";
import { fuelTypes } from "../../web-api/vehicle-codes";
import { MAX_BRANCHES, type OfferFilters, type Term } from "./filters";

/** Query names of each filter: short, stable, shared in links. */
const keys = {
  availability: "availability",
  driverAge: "age",
  automatic: "automatic",
  vehicleTypes: "type",
  fuelTypes: "fuel",
  budgetMin: "min",
  budgetMax: "max",
  branchIds: "branch",
  pickupDate: "date",
  term: "term",
} as const;

const BRANCH_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The known values of a list, in the list's own order, without repeats; anything else is dropped. */
function listOf<T extends string>(raw: string | null, known: readonly T[]): T[] {
  const given = new Set((raw ?? "").split(","));
  return known.filter((value) => given.has(value));
}

/** A whole number from 0 to `max`, or nothing. */
function wholeNumber(raw: string | null, max: number): number | undefined {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= max ? n : undefined;
}

/** A real calendar date `YYYY-MM-DD` (no 31 February), or nothing. */
export function calendarDate(raw: string | null): string | undefined {
  const match = raw === null ? null : DATE.exec(raw);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? (raw ?? undefined) : undefined;
}

/**
 * The filters a URL query holds. A bad or unknown value is ignored without an error (a shared link
 * from an older list still opens); branch ids are checked against the branches once they are known.
 */
export function filtersFromQuery(search: string): OfferFilters {
  const q = new URLSearchParams(search);
  const age = wholeNumber(q.get(keys.driverAge), 99);
  const term = wholeNumber(q.get(keys.term), 12);
  let budgetMin = wholeNumber(q.get(keys.budgetMin), 1_000_000);
  let budgetMax = wholeNumber(q.get(keys.budgetMax), 1_000_000);
  if (budgetMin !== undefined && budgetMax !== undefined && budgetMax < budgetMin) [budgetMin, budgetMax] = [undefined, undefined];
  const branches = [...new Set((q.get(keys.branchIds) ?? "").split(",").filter((id) => BRANCH_ID.test(id)))].slice(0, MAX_BRANCHES);
  return {
    availability: listOf(q.get(keys.availability), availabilityBuckets),
    driverAge: age !== undefined && age >= 18 ? age : undefined,
    automatic: q.get(keys.automatic) === "1",
    vehicleTypes: listOf(q.get(keys.vehicleTypes), vehicleTypes),
    fuelTypes: listOf(q.get(keys.fuelTypes), fuelTypes),
    budgetMin,
    budgetMax,
    branchIds: branches,
    pickupDate: calendarDate(q.get(keys.pickupDate)),
    term: termMonths.find((t): t is Term => t === term),
  };
}

/** The query of a filter state, keeping parameters that are not the list's (campaign tags and the like). */
export function queryOf(filters: OfferFilters, search = ""): string {
  const q = new URLSearchParams(search);
  for (const name of Object.values(keys)) q.delete(name);
  const set = (name: string, value: string | number | undefined) => value !== undefined && value !== "" && q.set(name, String(value));
  set(keys.availability, filters.availability.join(","));
  set(keys.driverAge, filters.driverAge);
  set(keys.automatic, filters.automatic ? "1" : undefined);
  set(keys.vehicleTypes, filters.vehicleTypes.join(","));
  set(keys.fuelTypes, filters.fuelTypes.join(","));
  set(keys.budgetMin, filters.budgetMin);
  set(keys.budgetMax, filters.budgetMax);
  set(keys.branchIds, filters.branchIds.join(","));
  set(keys.pickupDate, filters.pickupDate);
  set(keys.term, filters.term);
  const text = q.toString().replace(/%2C/g, ",");
  return text ? `?${text}` : "";
}
