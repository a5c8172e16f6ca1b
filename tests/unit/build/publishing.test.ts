import { markets } from "../../../markets/index";
import type { Market } from "../../../markets/schema";
import { brokenSiteLinks } from "../../../src/build/change-report";
import { comingLinkWarnings } from "../../../src/build/coming-links";
import { scheduledChanges, scheduleMarkdown } from "../../../src/build/schedule-report";
import { checkProject } from "../../../src/content/check";
import { formatProblem } from "../../../src/content/problems";
import { siteIndex } from "../../../src/seo/build/site-index";
import { sitemapXml } from "../../../src/seo/sitemap";
import { fixtureRoot, validMarket, validNotFound } from "../content/fixture-root";

const marketOf = (id: string): Market => {
  const market = markets.find((m) => m.id === id);
  if (!market) throw new Error(`the ${id} market is missing`);
  return market;
};
const [gb, ie] = [marketOf("gb"), marketOf("ie")];

const today = new Date("2026-12-01T12:00:00Z");
const tomorrow = "2026-12-02T00:00:00+01:00";

/** The UK's start page: a menu link to the winter page, and a body link to it. */
const start = (body: string): string =>
  JSON.stringify({
    template: "start",
    path: "/",
    layout: "ibe",
    title: "Car rental",
    description: "Rent a car.",
    body,
    navigation: [{ nav_list: [{ type: "link", title: "Winter deals", url: "/winter" }] }],
  });
const winter = { template: "editorial", path: "/winter", layout: "default", title: "Winter", description: "Winter deals." };

/**
 * The UK with a winter page live from tomorrow, linked from the start page's menu; Ireland with the
 * same page (same file name, so one hreflang set) live already.
 */
const root = fixtureRoot({
  ...validMarket("gb"),
  ...validMarket("ie"),
  "content/gb/start.json": start("Rent a car."),
  "content/gb/winter.json": JSON.stringify({ ...winter, publishFrom: tomorrow, publishUntil: "2026-12-06T00:00:00Z" }),
  "content/ie/winter.json": JSON.stringify(winter),
});

/** The UK host's sitemap as onPostBuild writes it at `at`. */
function gbSitemap(at: Date): string {
  const index = siteIndex(root, at);
  return sitemapXml(
    (index.pages.get(gb) ?? []).map((page) => ({ market: gb, page })),
    index.alternates,
  );
}

describe("a page with publishFrom tomorrow, built today and tomorrow", () => {
  it("is absent from today's sitemap and from the hreflang set of its other language versions", () => {
    const sitemap = gbSitemap(today);
    expect(sitemap).toContain("<loc>https://www.movanta.co.uk/</loc>");
    expect(sitemap).not.toContain("https://www.movanta.co.uk/winter");
    const irish = siteIndex(root, today).alternates.get("ie:winter") ?? [];
    expect(irish.map((a) => a.href)).toContain("https://www.movanta.ie/winter");
    expect(irish.map((a) => a.href)).not.toContain("https://www.movanta.co.uk/winter");
  });

  it("is in the sitemap and the hreflang sets once the build time is after its publishFrom", () => {
    const at = new Date("2026-12-02T00:00:00+01:00");
    expect(gbSitemap(at)).toContain("<loc>https://www.movanta.co.uk/winter</loc>");
    expect((siteIndex(root, at).alternates.get("ie:winter") ?? []).map((a) => a.href)).toContain("https://www.movanta.co.uk/winter");
  });

  it("leaves no link that leads to no page, before or after", () => {
    for (const at of [today, new Date("2026-12-02T06:00:00Z"), new Date("2026-12-07T00:00:00Z")]) {
      const { pages } = checkProject(root, markets, [gb, ie], at);
      expect(brokenSiteLinks(gb, pages.get("gb") ?? []), at.toISOString()).toEqual([]);
      const menu = pages.get("gb")?.find((p) => p.name === "start")?.content.navigation[0]?.nav_list ?? [];
      expect(menu.length, at.toISOString()).toBe(pages.get("gb")?.some((p) => p.name === "winter") ? 1 : 0);
    }
  });
});

describe("content:check's warning", () => {
  it("names a live page's body link to a page that is not live yet, at its line", () => {
    const linking = fixtureRoot({
      ...validMarket("gb"),
      "content/gb/start.json": start("See our [winter deals](/winter)."),
      "content/gb/winter.json": JSON.stringify({ ...winter, publishFrom: tomorrow }),
    });
    const check = checkProject(linking, markets, [gb], today);
    expect(comingLinkWarnings(linking, [gb], check).map(formatProblem)).toEqual([
      "content/gb/start.json:1:127: warning: gb: links /winter, which is live only from 2026-12-02T00:00:00+01:00 (content/gb/winter.json): until then the link leads to no page; publish both together or link it later",
    ]);
    expect(comingLinkWarnings(linking, [gb], checkProject(linking, markets, [gb], new Date(tomorrow)))).toEqual([]);
  });

  it("has nothing to say about the menu's link, which comes and goes with the page", () => {
    expect(comingLinkWarnings(root, [gb], checkProject(root, markets, [gb], today))).toEqual([]);
  });
});

describe("content:report's schedule", () => {
  const check = checkProject(
    fixtureRoot({
      ...validMarket("gb"),
      "content/gb/winter.json": JSON.stringify({ ...winter, publishFrom: tomorrow, publishUntil: "2026-12-20T00:00:00Z" }),
      "content/gb/not-found.json": validNotFound.replace(
        "}",
        `, "banner_display": true, "banner_text": "Sale", "banner_url": "/", "banner_publishUntil": "2026-12-05T00:00:00Z" }`,
      ),
    }),
    markets,
    [gb],
    today,
  );

  it("lists what goes live or ends in the next 7 days, earliest first, and nothing later", () => {
    expect(scheduledChanges(check.allPages, today)).toEqual([
      { at: tomorrow, change: "goes live", what: "page /winter (content/gb/winter.json)", markets: ["gb"] },
      { at: "2026-12-05T00:00:00Z", change: "ends", what: "news banner “Sale”", markets: ["gb"] },
    ]);
  });

  it("writes them as a Markdown table", () => {
    expect(scheduleMarkdown(scheduledChanges(check.allPages, today))).toBe(
      [
        "### Going live or ending in the next 7 days (2)",
        "",
        "| when | change | what | markets |",
        "|---|---|---|---|",
        "| 2026-12-02T00:00:00+01:00 | goes live | page /winter (content/gb/winter.json) | gb |",
        "| 2026-12-05T00:00:00Z | ends | news banner “Sale” | gb |",
        "",
      ].join("\n"),
    );
    expect(scheduleMarkdown([])).toBe("### Going live or ending in the next 7 days (0)\n\nNothing.\n");
  });
});
