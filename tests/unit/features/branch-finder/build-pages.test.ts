import { markets } from "../../../../markets/index";
import { checkProject } from "../../../../src/content/check";
import { cityAlternates, cityPagesOf, loadMarketBranches, marketBranchPages } from "../../../../src/features/branch-finder/build/index";
import { checkStations, loadStations } from "../../../../src/features/branch-finder/build/load";
import { createApiClient } from "../../../../src/web-api/client";
import { pageKey } from "../../../../src/seo/alternates";

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(id);
  return found;
};
const { pages } = checkProject(process.cwd(), markets, [market("de"), market("ch"), market("ch-fr")]);
const pagesOf = (id: string) => pages.get(id) ?? [];

async function built(id: string) {
  const branches = await loadMarketBranches(market(id), pagesOf(id));
  expect(branches.problems).toEqual([]);
  return marketBranchPages(market(id), pagesOf(id), branches);
}

describe("the branch finder's pages, built from the web API", () => {
  it("lists every city on the finder at the station-finder slug, each linking to its own page below it", async () => {
    const [finder, ...cities] = await built("de");
    expect(finder?.page.urlPath).toBe("/mietwagen");
    expect(finder?.branches.kind === "finder" && finder.branches.cities.map((c) => c.path)).toEqual(cities.map((c) => c.page.urlPath));
    expect(cities.map((c) => c.page.urlPath)).toContain("/mietwagen/munchen");
    expect(cities.length).toBeGreaterThanOrEqual(4);
  });

  it("frames each city page with the finder and fills the city into its title, description and body", async () => {
    const munich = (await built("de")).find((b) => b.page.urlPath === "/mietwagen/munchen");
    expect(munich?.page.content).toMatchObject({
      template: "branch-city",
      layout: "navigation",
      path: "/mietwagen/munchen",
      title: "Mietwagen in München | Movanta",
      city_name: "München",
    });
    expect(munich?.page.content.description).toContain("in München:");
    expect(munich?.page.content.body).toContain("[CityName]");
    expect(munich?.page.content.city_page).toBeUndefined();
    expect(munich?.branches.kind === "city" && munich.branches.breadcrumbs).toEqual([
      { title: "Mietwagen-Standorte", path: "/mietwagen" },
      { title: "München", path: "/mietwagen/munchen" },
    ]);
    expect(munich?.branches.kind === "city" && munich.branches.weekdays.MON).toBe("Montag");
  });

  it("makes a city's pages in the host's languages each other's hreflang alternates", async () => {
    const german = (await built("ch")).find((b) => b.page.urlPath === "/mietwagen/genf");
    const french = (await built("ch-fr")).find((b) => b.page.urlPath === "/fr/location-voiture/geneve");
    if (!german || !french) throw new Error("Geneva has no page");
    expect(german.page.name).toBe(french.page.name);
    const cities = new Map([
      [market("ch"), cityPagesOf(await built("ch"))],
      [market("ch-fr"), cityPagesOf(await built("ch-fr"))],
    ]);
    const alternates = cityAlternates(cities).get(pageKey(market("ch"), german.page));
    expect(alternates).toEqual([
      { hreflang: "de-CH", href: "https://www.movanta.ch/mietwagen/genf" },
      { hreflang: "fr-CH", href: "https://www.movanta.ch/fr/location-voiture/geneve" },
    ]);
  });

  it("holds back a market whose stations lack what the pages show, naming the station and the field", () => {
    const { problems, stations } = checkStations(
      [
        {
          id: "a",
          name: "A",
          city: "Berlin",
          countryCode: "DE",
          address: { street: "X 1" },
          openingHours: [{ day: "MON", opens: "18:00", closes: "08:00" }],
        },
        { id: "a", name: "B", city: "Berlin", countryCode: "FR" },
      ],
      market("de"),
    );
    expect(stations).toEqual([]);
    expect(problems).toEqual([
      "branches.stations station a (market de): openingHours: MON closes at 08:00, not after it opens (18:00)",
      "branches.stations station a (market de): the id is given twice",
      "branches.stations station a (market de): countryCode FR is not the market's country DE",
      "branches.stations station a (market de): no address (the branch finder shows street and postcode)",
      "branches.stations station a (market de): no openingHours (the branch finder shows them; an empty list means closed every day)",
    ]);
  });

  it("holds back a market whose stations the API does not answer in shape", async () => {
    const broken = createApiClient({
      base: "http://api.test",
      acceptLanguage: "de-DE",
      fetch: async () => new Response(JSON.stringify({ stations: [{ id: 1 }] }), { headers: { "content-type": "application/json" } }),
    });
    const { problems } = await loadStations(broken, market("de"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^branches\.stations \(market de\): the web API failed: branches\.stations: answer field stations\.0\.id/);
  });

  it("shows the finder without cities when the API has no stations for the market", async () => {
    const [finder, ...rest] = marketBranchPages(market("de"), pagesOf("de"), { stations: [], problems: [] });
    expect(finder?.branches).toEqual({ kind: "finder", cities: [] });
    expect(rest).toEqual([]);
  });
});
