import { markets } from "../../../markets/index";
import type { Market } from "../../../markets/schema";
import { checkProject } from "../../../src/content/check";
import type { ContentPage } from "../../../src/content/load";
import { readMadePages } from "../../../src/content/made-pages";
import { loadMarket, loadMarkets, sourceAlternates, writeSourcePages } from "../../../src/gatsby/market-sources";
import { sitePageSources } from "../../../src/gatsby/site-page-sources";
import type { SitePageSource, SourceInput } from "../../../src/page-context/site-page-source";
import germanCommon from "../../../src/i18n/messages/de-DE/common.json";
import { tempDir } from "../temp-dir";

const market = (id: string): Market => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(id);
  return found;
};
const [de, fr] = [market("de"), market("fr")];
const { pages } = checkProject(process.cwd(), markets, [de, fr]);
// The German bundle's texts, as createPages reads a market's (the reviews' date pattern).
const germanTexts: Record<string, string | undefined> = germanCommon;
const inputOf = (m: Market, publicDir = tempDir("sources-")): SourceInput => ({
  market: m,
  pages: pages.get(m.id) ?? [],
  textOf: (key) => germanTexts[key],
  publicDir,
  prefix: "",
});
const home = (input: SourceInput): ContentPage => {
  const found = input.pages.find((p) => p.urlPath === "/");
  if (!found) throw new Error(`${input.market.id} has no home page`);
  return found;
};

/** A source that makes one page below the market's home and gives the home a finder with that one city. */
const cities: SitePageSource = {
  name: "city list",
  madeKind: "city",
  async load(input) {
    const made = { ...home(input), name: `city:${input.market.id}`, urlPath: "/city" };
    const finder = { kind: "finder" as const, cities: [{ name: "City", path: "/city", branches: [] }] };
    return { problems: [], pages: [made], contextOf: (page) => (page === home(input) ? { branches: finder } : {}) };
  },
  alternates: (made) => new Map([...made].map(([m, list]) => [m.id, list.map((p) => ({ hreflang: m.locale, href: p.urlPath }))])),
};

/** A source that gives every page called "/city" an empty car fleet, and fails in the markets named. */
const fleetFailingIn = (failing: readonly string[], asked: string[] = []): SitePageSource => ({
  name: "fleet",
  async load({ market: m }) {
    asked.push(m.id);
    const problems = failing.includes(m.id) ? [`fleet (market ${m.id}): the web API failed: 503`] : [];
    return { problems, pages: [], contextOf: (page) => (page.urlPath === "/city" ? { fleet: { kind: "car", classes: [] } } : {}) };
  },
});

describe("reading the markets through the sources that build pages from the web API", () => {
  it("gives a market its content pages, then each source's pages, each page with every source's data", async () => {
    const loaded = await loadMarket([cities, fleetFailingIn([])], inputOf(de));
    if ("failure" in loaded) throw new Error(loaded.failure.message);
    const content = pages.get("de") ?? [];
    expect(loaded.pages.slice(0, content.length)).toEqual(content);
    expect(loaded.pages.slice(content.length).map((p) => p.urlPath)).toEqual(["/city"]);
    const city = loaded.pages.at(-1);
    if (!city) throw new Error("no city page");
    expect(loaded.contextOf(city)).toEqual({ fleet: { kind: "car", classes: [] } });
    expect(loaded.contextOf(home(inputOf(de))).branches?.kind).toBe("finder");
    expect(loaded.contextOf(content.find((p) => p.urlPath !== "/") ?? city)).toEqual({});
    expect(loaded.made.map((list) => list.map((p) => p.urlPath))).toEqual([["/city"], []]);
  });

  it("stops only the market a source has problems in, naming source and market, unasked by the sources after it", async () => {
    const asked: string[] = [];
    const after: SitePageSource = { name: "after", load: async (input) => (asked.push(`after:${input.market.id}`), cities.load(input)) };
    const loaded = await loadMarkets([de, fr], [fleetFailingIn(["de"], asked), after], (m) => inputOf(m));
    expect(loaded.failures).toEqual([
      {
        message: "the fleet of market de has 1 problem(s):\nfleet (market de): the web API failed: 503",
        lines: ["fleet (market de): the web API failed: 503"],
      },
    ]);
    expect(asked).toEqual(["de", "fr", "after:fr"]);
    expect([...loaded.markets.keys()]).toEqual([fr]);
    expect(loaded.markets.get(fr)?.pages.at(-1)?.urlPath).toBe("/city");
  });

  it("lists each source's made pages under its kind and gives its hreflang sets from its own pages", async () => {
    const sources = [fleetFailingIn([]), cities];
    const loaded = await loadMarkets([de, fr], sources, (m) => inputOf(m));
    const root = tempDir("made-");
    writeSourcePages(root, sources, loaded);
    expect([...readMadePages(root, "city")].map(([id, list]) => [id, list.map((p) => p.urlPath)])).toEqual([
      ["de", ["/city"]],
      ["fr", ["/city"]],
    ]);
    expect(readMadePages(root, "help").size).toBe(0);
    expect(sourceAlternates(sources, loaded)).toEqual([
      ["de", [{ hreflang: de.locale, href: "/city" }]],
      ["fr", [{ hreflang: fr.locale, href: "/city" }]],
    ]);
  });

  it("builds Germany's help centre, city, fleet and plus pages from the fixture API with the project's sources", async () => {
    const loaded = await loadMarket(sitePageSources, inputOf(de));
    if ("failure" in loaded) throw new Error(loaded.failure.message);
    const data = loaded.pages.map(loaded.contextOf);
    expect(loaded.made.map((list) => list.length > 0)).toEqual([true, true, false, false]);
    expect(data.some((d) => d.help?.info !== undefined)).toBe(true);
    expect(data.filter((d) => d.branches?.kind === "city").length).toBe(loaded.made[1]?.length);
    expect(data.filter((d) => d.fleet !== undefined).map((d) => d.fleet?.kind)).toEqual(expect.arrayContaining(["truck", "car"]));
    // The plus page and the plus FAQ with the first page of reviews, dates as the German bundle writes them.
    const reviewed = loaded.pages.filter((_, i) => data[i]?.plusReviews !== undefined).map((p) => p.content.template);
    expect(reviewed.sort()).toEqual(["faq", "start"]);
    expect(data.find((d) => d.plusReviews)?.plusReviews?.reviews[0]?.date).toMatch(/^\d\d\.\d\d\.\d{4}$/);
  });
});
