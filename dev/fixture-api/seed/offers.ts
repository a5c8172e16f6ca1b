import type { SubscriptionBranch, SubscriptionOfferWithTenure, TenureOption } from "../../../src/web-api/subscription";
import { availabilityBuckets, termMonths } from "../../../src/web-api/subscription";
import type { Money } from "../../../src/web-api/fields";
import type { PlusCountry } from "./countries";
import { addDays } from "./random";
import { engineCodeOf, vehicleTypeCodeOf, type FuelType } from "../../../src/web-api/vehicle-codes";

type Vehicle = SubscriptionOfferWithTenure["vehicleType"];
type Fuel = FuelType;
/** One model of the catalogue: name, type, fuel, gearbox, seats, EUR price for 12 months, van facts. */
type Model = [
  string,
  Vehicle,
  Fuel,
  "automatic" | "manual",
  number,
  number,
  { payloadKg: number; loadingSpaceM3: number; licence: string }?,
];

const catalogue: readonly Model[] = [
  ["Compact electric hatchback", "others", "electric", "automatic", 5, 399],
  ["City car", "others", "combustion", "manual", 4, 279],
  ["Compact hatchback", "others", "combustion", "manual", 5, 319],
  ["Compact hybrid hatchback", "others", "hybrid", "automatic", 5, 369],
  ["Mid-size sedan", "sedan", "combustion", "automatic", 5, 459],
  ["Electric sedan", "sedan", "electric", "automatic", 5, 589],
  ["Executive hybrid sedan", "sedan", "hybrid", "automatic", 5, 699],
  ["Compact sedan", "sedan", "combustion", "manual", 5, 389],
  ["Family station wagon", "stationWagon", "combustion", "manual", 5, 429],
  ["Hybrid station wagon", "stationWagon", "hybrid", "automatic", 5, 519],
  ["Electric station wagon", "stationWagon", "electric", "automatic", 5, 609],
  ["Compact SUV", "suv", "combustion", "automatic", 5, 479],
  ["Electric SUV", "suv", "electric", "automatic", 5, 649],
  ["Plug-in hybrid SUV", "suv", "hybrid", "automatic", 5, 599],
  ["Large SUV", "suv", "combustion", "automatic", 5, 749],
  ["Cabriolet", "convertible", "combustion", "automatic", 4, 629],
  ["Electric roadster", "convertible", "electric", "automatic", 2, 799],
  ["Compact convertible", "convertible", "combustion", "manual", 4, 549],
  ["Seven-seat people carrier", "multiseater7", "combustion", "automatic", 7, 689],
  ["Electric seven-seater", "multiseater7", "electric", "automatic", 7, 779],
  ["Hybrid seven-seat SUV", "multiseater7", "hybrid", "automatic", 7, 729],
  ["Small panel van", "van", "combustion", "manual", 2, 499, { payloadKg: 650, loadingSpaceM3: 3.3, licence: "B" }],
  ["Electric panel van", "van", "electric", "automatic", 3, 619, { payloadKg: 900, loadingSpaceM3: 6.6, licence: "B" }],
  ["Large box van", "van", "combustion", "manual", 3, 729, { payloadKg: 1100, loadingSpaceM3: 13, licence: "B" }],
  ["Hybrid minibus", "van", "hybrid", "automatic", 9, 759, { payloadKg: 800, loadingSpaceM3: 4.2, licence: "B" }],
  ["Compact crossover", "suv", "combustion", "manual", 5, 429],
  ["Electric city car", "others", "electric", "automatic", 4, 339],
];

/** Days from today to the first pickup, per availability bucket (spec §9). */
const daysUntil = [3, 10, 21, 45, 75, 120] as const;
/** Price factor of a shorter term over the 12-month price. */
const termFactor = { 1: 1.2, 6: 1.08, 12: 1 } as const;

/** A price in the country's currency, ending in 9 like real price lists. */
const price = (eur: number, country: PlusCountry): Money => ({
  amount: Math.max(9, Math.round((eur * country.priceFactor) / 10) * 10 - 1),
  currency: country.currency,
});

/**
 * The country's subscription offers: every model of the catalogue, each term, fuel, gearbox,
 * vehicle type and availability bucket represented, at three of the country's branches each.
 */
export function offersOf(country: PlusCountry, branches: readonly SubscriptionBranch[], today: Date): SubscriptionOfferWithTenure[] {
  return catalogue.map(([model, vehicleType, fuelType, transmission, seats, eur, van], i) => {
    const minimumTermMonths = termMonths[i % termMonths.length] ?? 12;
    const bucket = i % availabilityBuckets.length;
    const tenureOptions: TenureOption[] = termMonths
      .filter((term) => term >= minimumTermMonths)
      .map((term) => ({ termMonths: term, pricePerMonth: price(eur * termFactor[term], country), refundOption: term >= 6 }));
    const at = [0, 3, 5].map((step) => branches[(i + step) % branches.length]?.id ?? "");
    return {
      id: `${country.code.toLowerCase()}-sub-${String(i + 1).padStart(2, "0")}`,
      model,
      vehicleType,
      // The catalogue says what a model is in words; the API sends the codes of spec §3.
      vehicleTypeCode: vehicleTypeCodeOf(vehicleType === "van" ? "truck" : "car"),
      engineType: engineCodeOf(fuelType),
      transmission,
      pricePerMonth: tenureOptions[0]?.pricePerMonth ?? price(eur, country),
      signUpFee: i % 4 === 0 ? { amount: 0, currency: country.currency } : price(149, country),
      minimumTermMonths,
      loyaltyRefundBonus: minimumTermMonths === 1 && i % 2 === 0 ? null : price(eur * 0.5, country),
      payloadKg: van?.payloadKg ?? null,
      loadingSpaceM3: van?.loadingSpaceM3 ?? null,
      drivingLicenseCategory: van?.licence ?? "B",
      rangeKm: fuelType === "electric" ? 380 + (i % 5) * 40 : fuelType === "hybrid" ? 60 : null,
      seats,
      minDriverAge: vehicleType === "convertible" || eur > 700 ? 25 : i % 3 === 0 ? 18 : 21,
      availability: availabilityBuckets[bucket] ?? "fewDays",
      availableFrom: addDays(today, daysUntil[bucket] ?? 3),
      branchIds: [...new Set(at)],
      tenureOptions,
    };
  });
}
