import * as v from "valibot";
import { defineEndpoint } from "./endpoint";
import { countryCode, id, weekdays } from "./fields";

/** A time of day, `HH:mm` on a 24-hour clock (00:00 to 23:59). */
const timeOfDay = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** The kinds of branch: at an airport, at a railway station, or in town. */
export const stationKinds = ["airport", "railway", "city"] as const;
export type StationKind = (typeof stationKinds)[number];

const address = v.object({
  /** Street and house number as written in the country, e.g. `Bahnhofstraße 12` or `250 Main Street`. */
  street: v.pipe(v.string(), v.minLength(1)),
  /** Postcode in the country's format (`80331`, `SW1A 1AA`, `1012 AB`); absent where the country has none. */
  postcode: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** State, province or region where addresses name it (`NY`, `NSW`, `QC`). */
  region: v.optional(v.pipe(v.string(), v.minLength(1))),
});

const openingInterval = v.object({
  day: v.picklist(weekdays),
  /** Opening time on that day. */
  opens: timeOfDay,
  /** Closing time on that day, after `opens`. */
  closes: timeOfDay,
});

const station = v.object({
  /** Station id. */
  id,
  /** Name shown to visitors, e.g. `Airport Terminal 1`. */
  name: v.string(),
  /** City the station is in. */
  city: v.string(),
  /** Country of the station, ISO alpha-2. */
  countryCode,
  // Added for the branch finder; optional, so an answer without them keeps its meaning for every user.
  /** Airport, railway station or town branch. */
  kind: v.optional(v.picklist(stationKinds)),
  /** Postal address (the city is `city`). */
  address: v.optional(address),
  /** Phone number in international form, e.g. `+49 89 5550 1234`. */
  phone: v.optional(v.pipe(v.string(), v.regex(/^\+\d[\d ]{5,19}$/))),
  /** Opening times, one entry per interval (two on a day with a lunch break); a day without an entry is closed. */
  openingHours: v.optional(v.array(openingInterval)),
  /** Where the branch is (WGS 84). */
  geo: v.optional(
    v.object({
      latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    }),
  ),
});
export type Station = v.InferOutput<typeof station>;
export type OpeningInterval = v.InferOutput<typeof openingInterval>;

/** Rental stations of a country (the booking engine's pickup list, the branch finder's pages). */
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
