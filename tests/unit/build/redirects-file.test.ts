import { matchRedirect, parseRedirects, redirectsFile } from "../../../src/build/redirects-file";
import { markets } from "../../../markets/index";
import { redirectsFor } from "../../../src/gatsby/redirects";

const rules = parseRedirects(`
# old paths
/branches /car-rental 301
/help/article/:id /help/articles/:id 301
/help-centre/* /help/:splat
/fr/old/* /:splat 302
broken line
/x /y 200
`);

describe("redirect rules", () => {
  it("reads one rule per line, 301 unless told otherwise, skipping comments and unknown statuses", () => {
    expect(rules).toEqual([
      { from: "/branches", to: "/car-rental", status: 301 },
      { from: "/help/article/:id", to: "/help/articles/:id", status: 301 },
      { from: "/help-centre/*", to: "/help/:splat", status: 301 },
      { from: "/fr/old/*", to: "/:splat", status: 302 },
    ]);
  });

  it("matches whole paths, :param segments and a trailing *", () => {
    expect(matchRedirect(rules, "/branches")).toEqual({ location: "/car-rental", status: 301 });
    expect(matchRedirect(rules, "/branches/berlin")).toBeUndefined();
    expect(matchRedirect(rules, "/help/article/change-my-booking")?.location).toBe("/help/articles/change-my-booking");
    expect(matchRedirect(rules, "/help/article/")).toBeUndefined();
    expect(matchRedirect(rules, "/help/article/a/b")).toBeUndefined();
    expect(matchRedirect(rules, "/help-centre/articles/x")?.location).toBe("/help/articles/x");
    expect(matchRedirect(rules, "/help-centre")?.location).toBe("/help");
    expect(matchRedirect(rules, "/help-centres")).toBeUndefined();
  });

  it("never turns a matched segment into another host", () => {
    expect(matchRedirect(rules, "/fr/old//evil.example/x")?.location).toBe("/evil.example/x");
    expect(matchRedirect(rules, "/fr/old/%2F%2Fevil.example")?.location).toBe("/%2F%2Fevil.example");
  });
});

describe("the redirects of every market", () => {
  it("move at least one old slug per market to a path of that market's language", () => {
    for (const market of markets) {
      const own = redirectsFor(market);
      expect(own.length, market.id).toBeGreaterThan(0);
      for (const r of own) {
        expect(r.from.startsWith(`${market.pathPrefix}/`), `${market.id} ${r.from}`).toBe(true);
        expect(r.to.startsWith(`${market.pathPrefix}/`), `${market.id} ${r.to}`).toBe(true);
        expect(r.to, market.id).not.toMatch(/[{}]/);
      }
      expect(own).toContainEqual({
        from: `${market.pathPrefix}/branches`,
        to: `${market.pathPrefix}/${market.slugs.stationFinder}`,
        status: 301,
      });
    }
  });

  it("write a _redirects file the server reads back unchanged", () => {
    const german = markets.find((m) => m.id === "de");
    if (!german) throw new Error("no de market");
    const written = redirectsFor(german);
    expect(parseRedirects(redirectsFile(written))).toEqual(written);
    expect(matchRedirect(parseRedirects(redirectsFile(written)), "/branches")?.location).toBe("/mietwagen");
  });
});
