import * as v from "valibot";
import { markets } from "../../../markets/index";
import { createFixtureApi } from "../../../dev/fixture-api/index";
import { stationCountries } from "../../../dev/fixture-api/seed/station-countries";
import { stations as stationsEndpoint, type Station } from "../../../src/web-api/branches";
import { weekdays } from "../../../src/web-api/fields";
import { groupByCity } from "../../../src/features/branch-finder/group";
import { checkStations } from "../../../src/features/branch-finder/build/load";

const fixture = createFixtureApi();

/** Each market's country's stations as its build reads them (in the market's first language). */
async function stationsOf(market: (typeof markets)[number]): Promise<Station[]> {
  const response = await fixture.handle(
    new Request(`http://fixture.local/v1/branch/next/stations?country=${market.countryAlpha2}`, {
      headers: { "accept-language": market.acceptLanguage.join(", ") },
    }),
  );
  return v.parse(stationsEndpoint.answer, await response.json()).stations;
}

/** Postcodes as each country writes them (the countries of the fixture's markets). */
const postcodeFormats: Readonly<Record<string, RegExp>> = {
  AR: /^[A-Z]\d{4}[A-Z]{3}$/,
  BR: /^\d{5}-\d{3}$/,
  CA: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
  IE: /^[A-Z]\d{2} [A-Z\d]{4}$/,
  IS: /^\d{3}$/,
  LT: /^LT-\d{5}$/,
  LV: /^LV-\d{4}$/,
  MT: /^[A-Z]{3} \d{4}$/,
  NL: /^\d{4} [A-Z]{2}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  SE: /^\d{3} \d{2}$/,
  RO: /^\d{6}$/,
  SG: /^\d{6}$/,
  CL: /^\d{7}$/,
  CO: /^\d{6}$/,
  AT: /^\d{4}$/,
  AU: /^\d{4}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  CY: /^\d{4}$/,
  DK: /^\d{4}$/,
  HU: /^\d{4}$/,
  NO: /^\d{4}$/,
  NZ: /^\d{4}$/,
  PA: /^\d{4}$/,
  SI: /^\d{4}$/,
  CR: /^\d{5}$/,
  DE: /^\d{5}$/,
  EE: /^\d{5}$/,
  EG: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  GP: /^971\d{2}$/,
  HR: /^\d{5}$/,
  IT: /^\d{5}$/,
  MA: /^\d{5}$/,
  MX: /^\d{5}$/,
  SA: /^\d{5}$/,
  US: /^\d{5}$/,
};
/** Countries without postcodes. */
const noPostcodes = new Set(["AE"]);

const weeklyMinutes = (station: Station): number =>
  (station.openingHours ?? []).reduce(
    (sum, h) =>
      sum + Number(h.closes.slice(0, 2)) * 60 + Number(h.closes.slice(3)) - Number(h.opens.slice(0, 2)) * 60 - Number(h.opens.slice(3)),
    0,
  );

describe("the fixture's rental stations", () => {
  it("cover the country of every market", () => {
    expect(markets.map((m) => m.countryAlpha2).filter((code) => !stationCountries[code])).toEqual([]);
  });

  for (const market of markets) {
    it(`give market ${market.id} at least 4 cities and 8 branches that the branch finder accepts`, async () => {
      const stations = await stationsOf(market);
      expect(checkStations(stations, market).problems).toEqual([]);
      expect(stations.length).toBeGreaterThanOrEqual(8);
      expect(groupByCity(stations, market.locale).length).toBeGreaterThanOrEqual(4);
      expect(stations.every((s) => s.phone?.startsWith(`${market.countryCodeNumber} `))).toBe(true);
    });
  }

  it("write postcodes in each country's format, with a street and house number", async () => {
    for (const market of markets) {
      for (const station of await stationsOf(market)) {
        const { street, postcode } = station.address ?? { street: "" };
        expect(street, station.id).toMatch(/\p{L}.*\d|\d.*\p{L}/u);
        if (noPostcodes.has(market.countryAlpha2)) expect(postcode, station.id).toBeUndefined();
        else expect(postcode, station.id).toMatch(postcodeFormats[market.countryAlpha2] ?? /^never$/);
      }
    }
  });

  it("open airports every day and longer than any other branch of the country, and close some branches on Sundays", async () => {
    for (const market of markets) {
      const stations = await stationsOf(market);
      const airports = stations.filter((s) => s.kind === "airport");
      const others = stations.filter((s) => s.kind !== "airport");
      expect(airports.length, market.id).toBeGreaterThan(0);
      for (const airport of airports) expect(new Set(airport.openingHours?.map((h) => h.day))).toEqual(new Set(weekdays));
      expect(Math.min(...airports.map(weeklyMinutes)), market.id).toBeGreaterThan(Math.max(...others.map(weeklyMinutes)));
      expect(
        others.some((s) => !s.openingHours?.some((h) => h.day === "SUN")),
        market.id,
      ).toBe(true);
    }
  });

  it("keep their ids in every language and translate city names where the country's sites speak two", async () => {
    const get = async (acceptLanguage: string) => {
      const response = await fixture.handle(
        new Request("http://fixture.local/v1/branch/next/stations?country=CH", { headers: { "accept-language": acceptLanguage } }),
      );
      return v.parse(stationsEndpoint.answer, await response.json()).stations;
    };
    const [german, french] = [await get("de-CH"), await get("fr-CH")];
    expect(french.map((s) => s.id)).toEqual(german.map((s) => s.id));
    expect(german.map((s) => s.city)).toContain("Genf");
    expect(french.map((s) => s.city)).toContain("Genève");
  });

  it("give coordinates to most stations but not to all, as a real answer may leave them out", async () => {
    const de = markets.find((m) => m.id === "de");
    if (!de) throw new Error("no market de");
    const stations = await stationsOf(de);
    expect(stations.filter((s) => s.geo).length).toBeGreaterThan(stations.length / 2);
    expect(stations.some((s) => !s.geo)).toBe(true);
  });
});
