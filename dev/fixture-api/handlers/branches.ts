import * as branches from "../../../src/web-api/branches";
import * as rental from "../../../src/web-api/rental";
import { ok, route, type Route } from "../router";
import type { FixtureLanguage } from "../seed/languages";
import { rentalOfferSeed } from "../seed/rental-offers";
import { rentalStationsOf } from "../seed/stations";
import { fleetOf } from "../seed/fleet";

/** Stations of a country no market is in: the booking engine demo still has a list. */
const genericStations = [
  { id: "st-1001", name: "Airport Terminal 1", city: "Springfield" },
  { id: "st-1002", name: "Central Station", city: "Springfield" },
  { id: "st-1003", name: "Harbour Street", city: "Shelbyville" },
  { id: "st-1004", name: "Old Town", city: "Capital City" },
];

const stationsOf = (country: string, language: FixtureLanguage) =>
  rentalStationsOf(country, language) ?? genericStations.map((s) => ({ ...s, countryCode: country }));

const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function branchRoutes(): Route[] {
  return [
    route(branches.stations, ({ query, language }) => ok({ stations: stationsOf(query.country ?? "US", language) })),
    route(branches.geosuggest, ({ query, language }) => {
      const needle = fold(query.query);
      const stations = stationsOf(query.country ?? "US", language);
      const cities = [...new Set(stations.map((s) => s.city))].filter((city) => fold(city).includes(needle));
      return ok({
        suggestions: [
          ...cities.map((city) => ({ id: city, name: city, city, kind: "city" as const })),
          ...stations
            .filter((s) => fold(s.name).includes(needle))
            .map((s) => ({ id: s.id, name: s.name, city: s.city, kind: "station" as const })),
        ].slice(0, 10),
      });
    }),
    // The fixture quotes its demo prices in the currency asked for, as they are: it has no exchange rates.
    route(rental.rentalOffers, ({ query }) =>
      ok({
        currency: query.currency ?? "EUR",
        offers: rentalOfferSeed.map(({ id, vehicleGroup, exampleModel, vehicleType, pricePerDay }) => ({
          id,
          vehicleGroup,
          exampleModel,
          vehicleType,
          pricePerDay,
        })),
      }),
    ),
    // No product is the ride list, as before the fleet pages asked for cars and trucks.
    route(rental.fleetList, ({ query, language }) => ok({ classes: fleetOf(query.product ?? "ride", language) })),
  ];
}
