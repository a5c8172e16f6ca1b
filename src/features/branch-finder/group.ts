import type { Station } from "../../web-api/branches";
import { uniqueSlugs } from "./slugs";

/** The stations of one city, and the city's slug among the market's cities. */
export type CityGroup<S extends Station = Station> = Readonly<{ name: string; slug: string; stations: readonly S[] }>;

/**
 * Stations grouped by their `city`, cities and each city's stations in the alphabetical order of the
 * page's language. Slugs are given in that order, so two cities with one slug get `x` and `x-2` the
 * same way on every build; a city whose name has no Latin letter takes its first station's id.
 */
export function groupByCity<S extends Station>(stations: readonly S[], locale: string): CityGroup<S>[] {
  const collator = new Intl.Collator(locale);
  const byCity = new Map<string, S[]>();
  for (const station of stations) byCity.set(station.city, [...(byCity.get(station.city) ?? []), station]);
  const cities = [...byCity.entries()]
    .map(([name, list]) => ({ name, stations: list.sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id)) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  const slugs = uniqueSlugs(
    cities.map((c) => c.name),
    (i) => cities[i]?.stations[0]?.id ?? "",
  );
  return cities.map((city, i) => ({ ...city, slug: slugs[i] ?? city.name }));
}
