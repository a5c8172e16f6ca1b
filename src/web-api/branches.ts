import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { countryCode, id } from "./fields";

const station = v.object({
  /** Station id. */
  id,
  /** Name shown to visitors, e.g. `Airport Terminal 1`. */
  name: v.string(),
  /** City the station is in. */
  city: v.string(),
  /** Country of the station, ISO alpha-2. */
  countryCode,
});

/** Rental stations of a country (the booking engine's pickup list). */
export const stations = defineEndpoint({
  name: "branches.stations",
  method: "GET",
  path: "/v1/branch/next/stations",
  query: v.object({ country: v.optional(countryCode) }),
  body: undefined,
  answer: v.object({ stations: v.array(station) }),
});

/** Stations and cities matching what a visitor typed. */
export const geosuggest = defineEndpoint({
  name: "branches.geosuggest",
  method: "GET",
  path: "/v1/branch/next/stations/geosuggest",
  query: v.object({
    /** What the visitor typed, 2 to 100 characters. */
    query: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100)),
    country: v.optional(countryCode),
  }),
  body: undefined,
  answer: v.object({
    suggestions: v.array(
      v.object({
        /** Station id, or the city's name for a city. */
        id: v.string(),
        /** Text of the suggestion. */
        name: v.string(),
        /** City of a station; the city itself for a city. */
        city: v.string(),
        /** A single station, or a city with several. */
        kind: v.picklist(["station", "city"]),
      }),
    ),
  }),
});
