import { describe, expect, it } from "vitest";
import { markets } from "../../../markets/index";
import { affectedMarkets, marketGroups, withHostMates } from "../../../src/build/affected-markets";

const ids = (files: string[]): string[] =>
  affectedMarkets(files, markets)
    .map((m) => m.id)
    .sort();
const everyId = markets.map((m) => m.id).sort();

describe("affectedMarkets", () => {
  it("maps a market's own config and content to that market only", () => {
    expect(ids(["markets/de.ts"])).toEqual(["de"]);
    expect(ids(["content/gb/start.json", "content/gb/plus.json"])).toEqual(["gb"]);
    expect(ids(["markets/at.ts", "content/ch-fr/start.json"])).toEqual(["at", "ch-fr"]);
  });

  it("maps a language's shared content to every market in that language", () => {
    expect(ids(["content/_shared/de/start.json"])).toEqual(["at", "ch", "de"]);
  });

  it("maps shared code, shared content of no language, images, the market schema and the lock file to every market", () => {
    for (const file of [
      "content/_media/open-road-wide.svg",
      "src/shell/site-providers.tsx",
      "content/_shared/site.json",
      "content/_shared/pages/x.json",
      "markets/schema.ts",
      "markets/brand.ts",
      "package-lock.json",
      "gatsby-node.ts",
    ]) {
      expect(ids([file]), file).toEqual(everyId);
    }
    expect(ids(["content/gb/start.json", "package-lock.json"])).toEqual(everyId);
  });

  it("maps documentation, tests and content of no market to none", () => {
    expect(ids(["docs/web-api.md", "tests/e2e/consent.spec.ts", "README.md", "content/zz/start.json"])).toEqual([]);
    expect(ids([])).toEqual([]);
  });
});

describe("marketGroups", () => {
  it("splits the markets into groups of similar size that together hold each market once", () => {
    const groups = marketGroups(markets, 4);
    expect(groups).toHaveLength(4);
    expect(
      groups
        .flat()
        .map((m) => m.id)
        .sort(),
    ).toEqual(everyId);
    const sizes = groups.map((g) => g.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(2);
  });

  it("keeps the markets of one host in one group", () => {
    for (const group of marketGroups(markets, 6)) {
      for (const market of group) {
        const sameHost = markets.filter((m) => m.host === market.host);
        expect(
          sameHost.every((m) => group.includes(m)),
          market.host,
        ).toBe(true);
      }
    }
  });

  it("never makes more groups than hosts, nor an empty one", () => {
    const two = markets.filter((m) => m.id === "ch" || m.id === "ch-fr");
    expect(marketGroups(two, 4)).toEqual([two]);
    expect(marketGroups([], 3)).toEqual([]);
  });
});

describe("withHostMates", () => {
  it("adds every market on a wanted market's host, so a host's tree keeps all its languages", () => {
    const byId = (...ids: string[]) => markets.filter((m) => ids.includes(m.id));
    expect(
      withHostMates(markets, byId("ch", "de"))
        .map((m) => m.id)
        .sort(),
    ).toEqual(["ch", "ch-fr", "de"]);
    expect(
      withHostMates(markets, byId("ch-fr"))
        .map((m) => m.id)
        .sort(),
    ).toEqual(["ch", "ch-fr"]);
    expect(withHostMates(markets, [])).toEqual([]);
  });
});
