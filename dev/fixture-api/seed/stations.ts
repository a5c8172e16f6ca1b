import { markets } from "../../../markets/index";
import { citySlug } from "../../../src/features/branch-finder/slugs";
import type { OpeningInterval, Station, StationKind } from "../../../src/web-api/branches";
import { weekdays, type Weekday } from "../../../src/web-api/fields";
import type { FixtureLanguage } from "./languages";
import { seededRandom } from "./random";
import { stationCountries, type StationCountry } from "./station-countries";

const workdays = weekdays.slice(0, 5);
const every = (days: readonly Weekday[], opens: string, closes: string): OpeningInterval[] => days.map((day) => ({ day, opens, closes }));

/** A town-centre branch's hours, in turn: Saturday mornings, longer weekdays, a lunch break and closed at weekends. */
const centreHours: readonly OpeningInterval[][] = [
  [...every(workdays, "08:00", "18:00"), ...every(["SAT"], "09:00", "13:00")],
  [...every(workdays, "07:30", "19:00"), ...every(["SAT"], "08:00", "14:00")],
  [...every(workdays, "08:00", "12:30"), ...every(workdays, "14:00", "18:00")],
];

/** Airports open every day and longest; stations every day or closed on Sundays; town branches as `centreHours`. */
function hoursOf(slot: number, n: number): OpeningInterval[] {
  if (slot === 0) return n % 2 === 0 ? every(weekdays, "05:30", "23:30") : every(weekdays, "06:00", "23:00");
  if (slot === 1)
    return [
      ...every(workdays, "07:00", "20:00"),
      ...every(["SAT"], "08:00", "18:00"),
      ...(n % 2 === 0 ? every(["SUN"], "09:00", "14:00") : []),
    ];
  return centreHours[n % centreHours.length] ?? [];
}

/** Which branches a city has, by slot (0 airport, 1 station or harbour, 2 town centre): three in every other city, two in the rest. */
const slotsOf = (cityIndex: number): number[] => (cityIndex % 2 === 0 ? [0, 1, 2] : [1, 2]);
const slotNames = ["airport", "station", "centre"] as const;

/** The country's phone prefix (`+49`), from its markets. */
const phonePrefix = (code: string): string => markets.find((m) => m.countryAlpha2 === code)?.countryCodeNumber ?? "+1";

function makeStations(code: string, country: StationCountry, language: FixtureLanguage): Station[] {
  const words = country.wordsIn?.[language] ?? country.words;
  const stations: Station[] = [];
  country.cities.forEach(([localName, postcode, latitude, longitude, extra], c) => {
    const city = extra?.[language] ?? localName;
    for (const slot of slotsOf(c)) {
      const n = stations.length;
      const id = `${code.toLowerCase()}-${citySlug(localName)}-${slotNames[slot] ?? "centre"}`;
      const random = seededRandom(id);
      const kind: StationKind = slot === 0 ? "airport" : slot === 1 && country.rail !== false ? "railway" : "city";
      const street = country.street
        .replace("{s}", country.streets[(c + slot) % country.streets.length] ?? "")
        .replace("{n}", String(1 + Math.floor(random() * 180)));
      // Airports lie outside town; every fourth station has no coordinates, as a real answer may.
      const offset = slot === 0 ? 0.08 : 0.004 * (slot + 1);
      const geo = n % 4 === 3 ? {} : { geo: { latitude: round(latitude + offset), longitude: round(longitude + offset) } };
      stations.push({
        id,
        name: `${city} ${words[slot] ?? ""}`.trim(),
        city,
        countryCode: code,
        kind,
        address: {
          street,
          ...(postcode === undefined ? {} : { postcode }),
          ...(extra?.region === undefined ? {} : { region: extra.region }),
        },
        phone: `${phonePrefix(code)} ${200 + Math.floor(random() * 780)} 555 ${String(1000 + n * 37).slice(-4)}`,
        openingHours: hoursOf(slot, n),
        ...geo,
      });
    }
  });
  return stations;
}

const round = (degrees: number): number => Math.round(degrees * 10_000) / 10_000;
const made = new Map<string, Station[]>();

/** A country's rental stations in a language (city names and branch words), or undefined for a country without markets. */
export function rentalStationsOf(code: string, language: FixtureLanguage): Station[] | undefined {
  const country = stationCountries[code];
  if (!country) return undefined;
  const key = `${code}:${language}`;
  const known = made.get(key) ?? makeStations(code, country, language);
  made.set(key, known);
  return known;
}
