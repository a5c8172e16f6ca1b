import { markets } from "../../../markets/index";
import { checkProject } from "../../../src/content/check";
import { splitLive } from "../../../src/content/live-pages";
import type { ContentPage } from "../../../src/content/load";
import { formatProblem } from "../../../src/content/problems";
import { buildTime, isLive } from "../../../src/content/publishing";
import { pageContentSchema } from "../../../src/content/schema";
import { fixtureRoot, validMarket } from "./fixture-root";

const gb = markets.find((m) => m.id === "gb");
if (!gb) throw new Error("the gb market is missing");

const noon = new Date("2026-12-01T12:00:00Z");

describe("isLive", () => {
  it("keeps what has no window at any time", () => {
    expect(isLive({}, noon)).toBe(true);
  });

  it("is live from publishFrom on, the offset counted", () => {
    expect(isLive({ publishFrom: "2026-12-01T13:00:00+01:00" }, noon)).toBe(true);
    expect(isLive({ publishFrom: "2026-12-01T13:00:01+01:00" }, noon)).toBe(false);
    expect(isLive({ publishFrom: "2026-12-01T12:00:01Z" }, noon)).toBe(false);
  });

  it("is no longer live at publishUntil", () => {
    expect(isLive({ publishUntil: "2026-12-01T12:00:01Z" }, noon)).toBe(true);
    expect(isLive({ publishUntil: "2026-12-01T12:00:00Z" }, noon)).toBe(false);
    expect(isLive({ publishFrom: "2026-11-01T00:00:00Z", publishUntil: "2026-12-01T07:00:00-05:00" }, noon)).toBe(false);
  });
});

describe("the build time", () => {
  it("is BUILD_TIME when set, and now otherwise", () => {
    expect(buildTime({ BUILD_TIME: "2026-12-01T00:00:00Z" }).toISOString()).toBe("2026-12-01T00:00:00.000Z");
    const before = Date.now();
    expect(buildTime({}).getTime()).toBeGreaterThanOrEqual(before);
  });

  it("refuses a BUILD_TIME without an offset, naming the variable", () => {
    expect(() => buildTime({ BUILD_TIME: "2026-12-01T00:00:00" })).toThrow(/^BUILD_TIME=2026-12-01T00:00:00: expected an ISO date-time/);
    expect(() => buildTime({ BUILD_TIME: "tomorrow" })).toThrow(/BUILD_TIME=tomorrow/);
  });
});

describe("a page's publishing window in content:check", () => {
  const page = (window: string): string =>
    `{ "template": "editorial", "path": "/winter", "layout": "default", "title": "Winter", "description": "Winter deals.", ${window} }\n`;
  const linesFor = (window: string): string[] =>
    checkProject(fixtureRoot({ ...validMarket("gb"), "content/gb/winter.json": page(window) }), markets, [gb], noon)
      .problems.map(formatProblem)
      .filter((line) => !line.startsWith("content/gb:"));

  it("accepts date-times with an offset or Z", () => {
    expect(linesFor(`"publishFrom": "2026-12-24T00:00:00+01:00", "publishUntil": "2027-01-06T00:00:00Z"`)).toEqual([]);
  });

  it("refuses a date without time or offset, at its line", () => {
    expect(linesFor(`"publishFrom": "2026-12-24"`)).toEqual([
      expect.stringMatching(/^content\/gb\/winter\.json:1:\d+: publishFrom: expected an ISO date-time with its offset/),
    ]);
  });

  it("refuses a window that ends before it starts", () => {
    expect(linesFor(`"publishFrom": "2026-12-24T00:00:00Z", "publishUntil": "2026-12-23T00:00:00Z"`)).toEqual([
      expect.stringMatching(/^content\/gb\/winter\.json:1:\d+: publishUntil: publishUntil is not after publishFrom/),
    ]);
  });
});

/** A valid page at `path`, with its own fields over the defaults. */
function pageAt(name: string, path: string, fields: Record<string, unknown> = {}): ContentPage {
  const content = pageContentSchema.parse({
    template: "editorial",
    path,
    layout: "default",
    title: name,
    description: name,
    language_code: "en-GB",
    domain: gb!.host,
    ...fields,
  });
  return { name, urlPath: path, content, files: [`content/gb/${name}.json`] };
}

describe("splitLive", () => {
  const tomorrow = "2026-12-02T00:00:00Z";
  const winter = pageAt("winter", "/winter", { publishFrom: tomorrow });
  const start = pageAt("start", "/", {
    navigation: [
      {
        nav_list: [
          { type: "link", title: "Winter deals", url: "/winter" },
          { type: "link", title: "Gift cards", url: "/gifts", publishFrom: tomorrow },
          { type: "link", title: "Help", url: "/help#top" },
        ],
      },
    ],
    footer: [{ links: [{ title: "Winter terms", url: "/winter/?from=footer", target: 0 }] }],
    banner_display: true,
    banner_text: "Winter is coming",
    banner_url: "/winter",
    blocks: [
      { type: "hero", title: "Rent", image: { desktop: "a.svg", mobile: "b.svg", alt: "" }, link: { label: "Winter", url: "/winter" } },
      { type: "app-banner", title: "Our app", text: "Book on the go.", publishUntil: "2026-12-01T11:00:00Z" },
      { type: "city-links", title: "Cities" },
    ],
  });

  it("leaves a page out before its publishFrom, with every menu, footer, banner and block link to it", () => {
    const { live, waiting } = splitLive([start, winter], noon);
    expect(waiting.map((p) => p.name)).toEqual(["winter"]);
    expect(live.map((p) => p.name)).toEqual(["start"]);
    const [kept] = live;
    expect(kept?.content.navigation[0]?.nav_list.map((l) => l.title)).toEqual(["Help"]);
    expect(kept?.content.footer[0]?.links).toEqual([]);
    expect(kept?.content.banner_display).toBe(false);
    expect(kept?.content.blocks?.map((b) => b.type)).toEqual(["hero", "city-links"]);
    expect(kept?.content.blocks?.[0]).not.toHaveProperty("link");
  });

  it("keeps the page and every link to it from its publishFrom on", () => {
    const { live, waiting } = splitLive([start, winter], new Date(tomorrow));
    expect(waiting).toEqual([]);
    expect(live.map((p) => p.name)).toEqual(["start", "winter"]);
    const [kept] = live;
    expect(kept?.content.navigation[0]?.nav_list.map((l) => l.title)).toEqual(["Winter deals", "Gift cards", "Help"]);
    expect(kept?.content.footer[0]?.links.map((l) => l.title)).toEqual(["Winter terms"]);
    expect(kept?.content.banner_display).toBe(true);
    expect(kept?.content.blocks?.[0]).toHaveProperty("link", { label: "Winter", url: "/winter" });
  });

  it("leaves out a menu header whose links all went, or that is not live itself, with its group", () => {
    const menu = pageAt("start", "/", {
      navigation: [
        {
          nav_list: [
            { type: "header", title: "Rent" },
            { type: "link", title: "Cars", url: "/cars" },
            { type: "header", title: "Winter" },
            { type: "link", title: "Winter deals", url: "/winter" },
            { type: "header", title: "Gifts", publishFrom: tomorrow },
            { type: "link", title: "Gift cards", url: "/gifts" },
            { type: "header", title: "Soon" },
          ],
        },
      ],
    });
    const titles = (at: Date): string[] => splitLive([menu, winter], at).live[0]?.content.navigation[0]?.nav_list.map((l) => l.title) ?? [];
    expect(titles(noon)).toEqual(["Rent", "Cars", "Soon"]);
    expect(titles(new Date(tomorrow))).toEqual(["Rent", "Cars", "Winter", "Winter deals", "Gifts", "Gift cards", "Soon"]);
  });

  it("takes the news banner out by its own window", () => {
    const banner = pageAt("start", "/", {
      banner_display: true,
      banner_text: "Sale",
      banner_url: "/",
      banner_publishUntil: "2026-12-01T12:00:00Z",
    });
    expect(splitLive([banner], noon).live[0]?.content.banner_display).toBe(false);
    expect(splitLive([banner], new Date("2026-12-01T11:59:59Z")).live[0]?.content.banner_display).toBe(true);
  });
});

describe("checkProject at a build time", () => {
  const root = fixtureRoot({
    ...validMarket("gb"),
    "content/gb/winter.json": `{ "template": "editorial", "path": "/winter", "layout": "default", "title": "Winter", "description": "Deals.", "publishFrom": "2026-12-02T00:00:00Z" }\n`,
  });

  it("gives the build only the live pages, and content:check every valid one", () => {
    const today = checkProject(root, markets, [gb], noon);
    expect(today.pages.get("gb")?.map((p) => p.name)).toEqual(["not-found", "start"]);
    expect(today.allPages.get("gb")?.map((p) => p.name)).toEqual(["not-found", "start", "winter"]);
    const tomorrow = checkProject(root, markets, [gb], new Date("2026-12-02T00:00:00Z"));
    expect(tomorrow.pages.get("gb")?.map((p) => p.name)).toEqual(["not-found", "start", "winter"]);
  });

  it("reads BUILD_TIME when given no time", () => {
    const saved = process.env.BUILD_TIME;
    process.env.BUILD_TIME = "2026-12-03T00:00:00+01:00";
    try {
      expect(
        checkProject(root, markets, [gb])
          .pages.get("gb")
          ?.map((p) => p.name),
      ).toContain("winter");
    } finally {
      if (saved === undefined) delete process.env.BUILD_TIME;
      else process.env.BUILD_TIME = saved;
    }
  });
});
