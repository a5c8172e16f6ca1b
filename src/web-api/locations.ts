import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { countryCode, id } from "./fields";
import { fleetProducts } from "./rental";

const latitude = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
const longitude = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));
const geo = v.object({ latitude, longitude });

/** A decimal number in a query: a number from the client, digits (with a point and a sign) on the wire. */
const queryDecimal = (min: number, max: number) =>
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === "string" && /^-?\d{1,3}(\.\d{1,8})?$/.test(value) ? Number(value) : value)),
    v.number("expected a decimal number"),
    v.minValue(min),
    v.maxValue(max),
  );

/** Where the visitor probably is, from the request's address (spec §7 `/v1/apps/geoip`): a country and a point in it. */
export const geoip = defineEndpoint({
  name: "apps.geoip",
  method: "GET",
  path: "/v1/apps/geoip",
  query: v.object({}),
  body: undefined,
  answer: v.object({ countryCode, city: v.optional(v.string()), geo }),
});

/** Where a product's vehicles stand in a country (spec §7 `/v1/apps/fleet/locations`): branches with how many vehicles each has. */
export const fleetLocations = defineEndpoint({
  name: "apps.fleet.locations",
  method: "GET",
  path: "/v1/apps/fleet/locations",
  query: v.object({ country: countryCode, product: v.optional(v.picklist(fleetProducts)) }),
  body: undefined,
  answer: v.object({
    locations: v.array(v.object({ id, name: v.string(), city: v.string(), geo, vehicles: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  }),
});

/** Branches near a point, nearest first (spec §7 `/v1/locations`): the nearby-branches step. */
export const locations = defineEndpoint({
  name: "locations.nearby",
  method: "GET",
  path: "/v1/locations",
  query: v.object({
    lat: queryDecimal(-90, 90),
    lng: queryDecimal(-180, 180),
    /** Search radius in km, 1 to 500; 50 when absent. */
    radius: v.optional(queryDecimal(1, 500)),
  }),
  body: undefined,
  answer: v.object({
    locations: v.array(
      v.object({ id, name: v.string(), city: v.string(), countryCode, geo, distanceKm: v.pipe(v.number(), v.minValue(0)) }),
    ),
  }),
});
