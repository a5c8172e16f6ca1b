import * as auth from "../../../src/web-api/auth";
import * as places from "../../../src/web-api/locations";
import type { Station } from "../../../src/web-api/branches";
import { accepted, FixtureError, ok, route, type Route } from "../router";
import type { FixtureLanguage } from "../seed/languages";
import { stationCountries } from "../seed/station-countries";
import { rentalStationsOf } from "../seed/stations";
import type { FixtureState } from "../state";

/** How long a fixture session lasts. */
const SESSION_MS = 60 * 60 * 1000;

type Located = Station & { geo: NonNullable<Station["geo"]> };
const located = (stations: readonly Station[]): Located[] => stations.filter((s): s is Located => s.geo !== undefined);

/** Great-circle distance in km. */
function distanceKm(a: Located["geo"], b: Located["geo"]): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The country a request comes from, as the fixture guesses it: the region of its Accept-Language (`de-CH` → CH), else DE. */
function countryOf(acceptLanguage: string | null): string {
  const region = /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(acceptLanguage?.trim() ?? "")?.[1]?.toUpperCase();
  return region !== undefined && stationCountries[region] ? region : "DE";
}

/** The fixture's answers for the app-owned account and location calls: sign-in, password reset, where the visitor is and what is near. */
export function appRoutes(state: FixtureState, now: () => Date): Route[] {
  const allStations = (language: FixtureLanguage): Located[] =>
    Object.keys(stationCountries).flatMap((code) => located(rentalStationsOf(code, language) ?? []));
  return [
    route(auth.login, ({ body }) => {
      const email = body.email.toLowerCase();
      const user = state.users.get(email);
      if (!user || (state.passwords.get(email) ?? "") !== body.password)
        throw new FixtureError(401, "invalidCredentials", "the e-mail address or the password is not right");
      const session = {
        token: state.nextToken(),
        userId: user.userId,
        email,
        expiresAt: new Date(now().getTime() + SESSION_MS).toISOString(),
      };
      state.sessions.set(session.token, session);
      return ok({ session });
    }),
    route(auth.passwordReset, ({ body }) => {
      const email = body.email.toLowerCase();
      // Only a known address gets the e-mail; the answer is the same either way.
      if (state.users.has(email)) state.resetRequests.push({ email, locale: body.locale, at: now().toISOString() });
      return accepted({ email: body.email });
    }),
    route(places.geoip, ({ acceptLanguage, language }) => {
      const code = countryOf(acceptLanguage);
      const first = located(rentalStationsOf(code, language) ?? [])[0];
      return ok({ countryCode: code, ...(first ? { city: first.city, geo: first.geo } : { geo: { latitude: 0, longitude: 0 } }) });
    }),
    route(places.fleetLocations, ({ query, language }) => {
      const stations = located(rentalStationsOf(query.country, language) ?? []);
      if (stations.length === 0) throw new FixtureError(404, "unknownCountry", `no vehicles in ${query.country}`, "country");
      // A steady count per branch, so a test can rely on it.
      const perBranch = query.product === "truck" ? 4 : 12;
      return ok({
        locations: stations.map((s, i) => ({ id: s.id, name: s.name, city: s.city, geo: s.geo, vehicles: perBranch + (i % 5) })),
      });
    }),
    route(places.locations, ({ query, language }) => {
      const here = { latitude: query.lat, longitude: query.lng };
      const radius = query.radius ?? 50;
      const near = allStations(language)
        .map((s) => ({ id: s.id, name: s.name, city: s.city, countryCode: s.countryCode, geo: s.geo, distanceKm: distanceKm(here, s.geo) }))
        .filter((s) => s.distanceKm <= radius)
        .sort((a, b) => a.distanceKm - b.distanceKm)
        .slice(0, 10)
        .map((s) => ({ ...s, distanceKm: Math.round(s.distanceKm * 10) / 10 }));
      return ok({ locations: near });
    }),
  ];
}
