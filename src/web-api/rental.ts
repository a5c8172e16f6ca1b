import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { currencyCode, id } from "./fields";
import { vehicleTypeCode } from "./vehicle-codes";

/** Rental offers of the booking funnel (the demo funnel app shows them). */
export const rentalOffers = defineEndpoint({
  name: "rental.offers",
  method: "GET",
  path: "/v1/rentaloffers/offers",
  query: v.object({
    /** The currency the visitor picked (the booking apps' `currencies`); the market's own when absent. */
    currency: v.optional(currencyCode),
  }),
  body: undefined,
  answer: v.object({
    /** The currency of every price of the answer: the one asked for. */
    currency: currencyCode,
    offers: v.array(
      v.object({
        id,
        /** Four-letter vehicle group code. */
        vehicleGroup: v.string(),
        /** A model of the group, as people know it. */
        exampleModel: v.string(),
        /** Vehicle type code of spec §3 (P, L, F; src/web-api/vehicle-codes.ts). */
        vehicleType: vehicleTypeCode,
        /** Price per day in the answer's currency. */
        pricePerDay: v.number(),
      }),
    ),
  }),
});

/** What the fleet list lists: ride classes (the default, as before the others came), car classes, van and truck classes. */
export const fleetProducts = ["ride", "car", "truck"] as const;
export type FleetProduct = (typeof fleetProducts)[number];

const measure = v.pipe(v.number(), v.gtValue(0));

/**
 * One class of the fleet. A ride class has `id`, `name` and `seats` only; a car class adds an example,
 * suitcases, gearbox and licence; a van or truck class an example, payload, load volume and length
 * and licence. The build checks that each product's fields are there (src/features/fleet/build/).
 */
export const fleetClass = v.object({
  id,
  /** Class name shown to customers, in the request's language. */
  name: v.string(),
  /** Passenger seats of a ride class; every seat, the driver's included, of a car, van or truck. */
  seats: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** A generic example of the class (never a make), e.g. "3.5 t box van". */
  exampleModel: v.optional(v.string()),
  /** Suitcases that fit (cars). */
  suitcases: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** Gearbox (cars). */
  transmission: v.optional(v.picklist(["manual", "automatic"])),
  /** Payload in kilograms (vans, trucks). */
  payloadKg: v.optional(measure),
  /** Load volume in cubic metres (vans, trucks). */
  loadVolumeM3: v.optional(measure),
  /** Inside length of the load space in metres (vans, trucks). */
  loadLengthM: v.optional(measure),
  /** Driving licence category needed, e.g. `B` or `C1` (cars, vans, trucks). */
  licenceCategory: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9]{0,3}$/))),
});
export type FleetClass = v.InferOutput<typeof fleetClass>;

/** The classes of one product: ride classes without `product` (the ride-home app), cars and trucks for the fleet pages. */
export const fleetList = defineEndpoint({
  name: "rental.fleet",
  method: "GET",
  path: "/v1/apps/fleet/list",
  query: v.object({ product: v.optional(v.picklist(fleetProducts)) }),
  body: undefined,
  answer: v.object({ classes: v.array(fleetClass) }),
});
