import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { empty, id } from "./fields";

/** Rental offers of the booking funnel (the demo funnel app shows them). */
export const rentalOffers = defineEndpoint({
  name: "rental.offers",
  method: "GET",
  path: "/v1/rentaloffers/offers",
  query: empty,
  body: undefined,
  answer: v.object({
    offers: v.array(
      v.object({
        id,
        /** Four-letter vehicle group code. */
        vehicleGroup: v.string(),
        /** A model of the group, as people know it. */
        exampleModel: v.string(),
        /** Car or truck (spec §3 type values). */
        vehicleType: v.picklist(["car", "truck"]),
        /** Price per day in the market's currency. */
        pricePerDay: v.number(),
      }),
    ),
  }),
});

/** Ride classes of the chauffeur service (the demo ride-home app lists them). */
export const fleetList = defineEndpoint({
  name: "rental.fleet",
  method: "GET",
  path: "/v1/apps/fleet/list",
  query: v.object({ product: v.optional(v.picklist(["ride"])) }),
  body: undefined,
  answer: v.object({
    classes: v.array(
      v.object({
        id,
        /** Class name shown to riders. */
        name: v.string(),
        /** Passenger seats. */
        seats: v.number(),
      }),
    ),
  }),
});
