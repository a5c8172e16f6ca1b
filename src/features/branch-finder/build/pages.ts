import type { Market } from "../../../../markets/schema";
import type { ContentPage } from "../../../content/load";
import type { Weekday } from "../../../web-api/fields";
import { addressOf } from "../address";
import { groupByCity, type CityGroup } from "../group";
import { openingLines } from "../hours";
import type { BranchDetails, BranchPageData, BranchSummary } from "../../../page-context/branch-page-data";
import type { FinderStation } from "./load";

/** A finder or city page: its content page (for the rest of createPages) and its branch part. */
export type BranchPage = { page: ContentPage; branches: BranchPageData };

/** Prefix of the city pages' names; the rest is the city's key (`keyOf`), the same in every language of the country. */
export const CITY_PAGE = "branch-city:";

/** The market's finder page in its content, if any. */
export const finderOf = (pages: readonly ContentPage[]): ContentPage | undefined =>
  pages.find((p) => p.content.template === "branch-finder");

/** Search engines show about 155 characters of a meta description; at most 160. */
function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

const withCity = (text: string, city: string): string => text.replaceAll("[CityName]", city);

/** A city's key across the languages of its country: the country and its smallest station id (names and slugs may be translated, ids are not). */
const keyOf = (market: Market, city: CityGroup<FinderStation>): string =>
  `${market.countryAlpha2}:${city.stations.map((s) => s.id).sort()[0] ?? city.slug}`;

/** Monday's to Sunday's names in the locale, from Intl (1 January 2024 was a Monday). */
export function weekdayNames(locale: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const day = (i: number): string => format.format(Date.UTC(2024, 0, 1 + i));
  return { MON: day(0), TUE: day(1), WED: day(2), THU: day(3), FRI: day(4), SAT: day(5), SUN: day(6) };
}

const summaryOf = (station: FinderStation): BranchSummary => ({
  id: station.id,
  name: station.name,
  ...(station.kind === undefined ? {} : { kind: station.kind }),
  address: addressOf(station, station.address),
});

const detailsOf = (station: FinderStation): BranchDetails => ({
  ...summaryOf(station),
  ...(station.phone === undefined ? {} : { phone: station.phone }),
  hours: openingLines(station.openingHours),
  ...(station.geo === undefined ? {} : { geo: station.geo }),
});

/**
 * The finder page of the market's content gets the cities and their branches, and each city a page
 * of its own below it (`/mietwagen/munchen`), framed by the finder: its layout, menu and footer, and
 * the title, description and body of its `city_page` with [CityName] filled in.
 */
export function branchFinderPages(market: Market, pages: readonly ContentPage[], stations: readonly FinderStation[]): BranchPage[] {
  const finder = finderOf(pages);
  if (!finder) return [];
  const frame = finder.content.city_page;
  const cities = groupByCity(stations, market.locale);
  const pathOf = (city: CityGroup<FinderStation>): string => `${finder.urlPath}/${city.slug}`;
  const result: BranchPage[] = [
    {
      page: finder,
      branches: {
        kind: "finder",
        cities: cities.map((city) => ({ name: city.name, path: pathOf(city), branches: city.stations.map(summaryOf) })),
      },
    },
  ];
  if (!frame) return result;
  const finderCrumb = { title: finder.content.title.split(" | ")[0] ?? finder.content.title, path: finder.urlPath };
  const names = weekdayNames(market.locale);
  for (const city of cities) {
    const path = pathOf(city);
    const content = {
      ...finder.content,
      template: "branch-city" as const,
      path: path.slice(market.pathPrefix.length),
      title: withCity(frame.title, city.name),
      description: clip(withCity(frame.description, city.name)),
      body: frame.body,
      city_name: city.name,
      city_page: undefined,
    };
    result.push({
      page: { name: `${CITY_PAGE}${keyOf(market, city)}`, urlPath: path, content, files: finder.files },
      branches: {
        kind: "city",
        city: city.name,
        branches: city.stations.map(detailsOf),
        breadcrumbs: [finderCrumb, { title: city.name, path }],
        weekdays: names,
      },
    });
  }
  return result;
}
