import { markets } from "../../../markets/index";
import type { Market } from "../../../markets/schema";
import { checkProject } from "../../../src/content/check";
import { formatProblem } from "../../../src/content/problems";
import { buildTarget } from "../../../src/build/build-target";
import { fixtureRoot, validMarket, validStart } from "./fixture-root";

const gb = markets.find((m) => m.id === "gb");

/** The UK market as it would be with hidePrivacyPolicy on: no privacy link in its config either. */
function hidingPrivacy(): Market {
  const { privacy: _hidden, ...links } = gb!.links;
  return { ...gb!, hidePrivacyPolicy: true, links };
}
if (!gb) throw new Error("the gb market is missing");

/** content:check's lines for a root holding only the gb market's folder, with start.json replaced. */
function linesFor(startJson: string, extra: Record<string, string> = {}): string[] {
  const root = fixtureRoot({ ...validMarket("gb"), "content/gb/start.json": startJson, ...extra });
  return checkProject(root, markets, [gb!])
    .problems.map(formatProblem)
    .filter((l) => !l.startsWith("content/gb:"));
}

describe("content:check", () => {
  it("accepts a valid market folder", () => {
    expect(linesFor(validStart)).toEqual([]);
  });

  it("fills a token in a page's path from the market, and checks the filled path", () => {
    const truck = validStart.replace('"template": "start"', '"template": "truck"').replace('"path": "/"', '"path": "/{slugs.truck}"');
    const root = fixtureRoot({ ...validMarket("gb"), "content/gb/truck.json": truck });
    const { problems, pages } = checkProject(root, markets, [gb!]);
    expect(problems.map(formatProblem).filter((l) => !l.startsWith("content/gb:"))).toEqual([]);
    expect(pages.get("gb")?.find((p) => p.name === "truck")?.urlPath).toBe("/truck");
    expect(linesFor(validStart, { "content/gb/x.json": truck.replace("{slugs.truck}", "{slugs.fleet}") })).toContainEqual(
      expect.stringMatching(/^content\/gb\/x\.json:3:11: path: unknown token \{slugs\.fleet\} for market gb/),
    );
    expect(linesFor(validStart, { "content/gb/x.json": truck.replace("/{slugs.truck}", "/Trucks/") })).toEqual([
      "content/gb/x.json:3:11: path: expected a path like / or /help/articles/x, lower case, no trailing slash; a segment may be a {token}",
    ]);
  });

  it("reports malformed JSON at the line and column of the mistake", () => {
    const broken = validStart.replace('"layout": "ibe",', '"layout": "ibe"');
    expect(linesFor(broken)).toEqual(["content/gb/start.json:5:3: malformed JSON: expected ',' between entries"]);
  });

  it("reports a missing required field at the page object", () => {
    const missing = validStart.replace('  "description": "Rent a car.",\n', "");
    expect(linesFor(missing)).toEqual([
      "content/gb/start.json:1:1: description: required field is missing (Invalid input: expected string, received undefined)",
    ]);
  });

  it("reports a wrong type at the value, naming the field", () => {
    const wrong = validStart.replace('"title": "Car rental | {brand}"', '"title": 42');
    expect(linesFor(wrong)).toEqual(["content/gb/start.json:5:12: title: Invalid input: expected string, received number"]);
  });

  it("reports an unknown layout value with the layouts it accepts", () => {
    const unknown = validStart.replace('"layout": "ibe"', '"layout": "sidebar"');
    expect(linesFor(unknown)).toEqual([
      'content/gb/start.json:4:13: layout: unknown layout "sidebar" (expected one of ibe, ride, funnel, zen, standalone, navigation, navigationWithoutLayout, default, empty, plus, promotion)',
    ]);
  });

  it("reports a footer target that is not a number at its value", () => {
    const target = validStart.replace('"target": 0', '"target": "_blank"');
    expect(linesFor(target)).toEqual([
      "content/gb/start.json:7:84: footer[0].links[0].target: expected a number: 0 same window, 1 new window",
    ]);
  });

  it("reports editorial markup problems at their exact place in the JSON file", () => {
    const markup = validStart.replace(
      '"description": "Rent a car.",',
      '"description": "Rent a car.",\n  "body": "# Rent\\n\\nA <b>big</b> [Deal]",',
    );
    expect(linesFor(markup)).toEqual([
      'content/gb/start.json:7:24: body (markup line 3, column 3): HTML is not allowed in text ("<b"): use **bold** or *italic* instead.',
      'content/gb/start.json:7:30: body (markup line 3, column 9): HTML is not allowed in text ("</b"): use **bold** or *italic* instead.',
      "content/gb/start.json:7:35: body (markup line 3, column 14): Unknown shortcode [Deal]: use [Year], [BranchName], [CityName] or [YouTube AbCdEfGhIjK]; write \\[ and \\] to show square brackets.",
    ]);
  });

  it("reports a content folder named after no market", () => {
    const root = fixtureRoot({ ...validMarket("gb"), ...validMarket("xx") });
    const lines = checkProject(root, markets, [gb]).problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^content\/xx:1:1: unknown market id "xx": rename the folder to a market id \(ae, ae-ar, ar, .*\) or add the market to markets\/index\.ts$/,
    );
  });

  it("refuses to build an unknown market id", () => {
    expect(buildTarget({ MARKET: "xx" })).toEqual({
      error: expect.stringMatching(/^unknown market id "xx": use one of ae, ae-ar, ar, at/),
    });
    expect(buildTarget({ SITE_MARKETS: "gb,zz" })).toEqual({ error: expect.stringMatching(/^unknown market id "zz"/) });
  });

  it("reports a token the market cannot fill at the string that holds it", () => {
    const token = validStart.replace("{links.privacy}", "{links.nowhere}");
    expect(linesFor(token)).toEqual([
      "content/gb/start.json:7:55: footer[0].links[0].url: unknown token {links.nowhere} for market gb: use {slugs.<name>}, {links.<name>}, {prefix}, {phone}, {phoneDisplay}, {mail}, {brand}, {currency} or {contact} with a value the market has",
    ]);
  });

  it("reports a duplicate key", () => {
    const duplicate = validStart.replace('"path": "/",', '"path": "/",\n  "path": "/x",');
    expect(linesFor(duplicate)).toEqual(['content/gb/start.json:4:3: duplicate key "path": keep one']);
  });

  it("reports a banner switched on without its text and link", () => {
    const banner = validStart.replace('"layout": "ibe",', '"layout": "ibe",\n  "banner_display": true,');
    expect(linesFor(banner)).toEqual([
      "content/gb/start.json:1:1: banner_text: banner_text is required when banner_display is true",
      "content/gb/start.json:1:1: banner_url: banner_url is required when banner_display is true",
    ]);
  });

  it("requires a start page and a not-found page in every market", () => {
    const root = fixtureRoot({ "content/gb/start.json": validStart });
    const lines = checkProject(root, markets, [gb]).problems.map(formatProblem);
    expect(lines).toEqual([
      "content/gb:1:1: market gb has no valid page with path /404: every market needs a start page and a not-found page",
    ]);
  });

  it("drops pages and links of product lines the market does not offer", () => {
    const mt = markets.find((m) => m.id === "mt");
    const withRide = validStart.replace(
      '"target": 0 }',
      '"target": 0 }, { "title": "Ride", "url": "/ride", "target": 0, "requires": "ride" }',
    );
    const root = fixtureRoot({
      ...validMarket("mt"),
      "content/mt/start.json": withRide,
      "content/mt/ride.json":
        '{ "template": "ride-home", "path": "/ride", "layout": "ride", "title": "Ride", "description": "Ride.", "requires": "ride" }',
    });
    const { problems, pages } = checkProject(root, markets, mt ? [mt] : []);
    expect(problems).toEqual([]);
    const list = pages.get("mt") ?? [];
    expect(list.map((p) => p.urlPath).sort()).toEqual(["/", "/404"]);
    expect(list.find((p) => p.urlPath === "/")?.content.footer?.[0]?.links.map((l) => l.title)).toEqual(["Privacy"]);
  });

  it("refuses a link to the privacy policy in text where the market hides it, since hiddenBy cannot reach into text", () => {
    const zen = `{ "template": "zen", "path": "/zen", "layout": "zen", "title": "Zen", "description": "Zen.",
      "footer": [{ "links": [], "footer_text": "[Terms]({links.termsConditions}) [Privacy]({links.privacy})" }] }`;
    const start = validStart.replace('"target": 0 }', '"target": 0, "hiddenBy": "hidePrivacyPolicy" }');
    const files = { ...validMarket("gb"), "content/gb/start.json": start, "content/gb/zen.json": zen };
    const check = (market: Market) =>
      checkProject(fixtureRoot(files), [...markets.filter((m) => m.id !== "gb"), market], [market]).problems.map(
        (p) => `${p.file}: ${p.message}`,
      );
    expect(check(gb!)).toEqual([]);
    expect(check(hidingPrivacy())).toEqual([
      expect.stringMatching(/^content\/gb\/zen\.json: footer\[0\]\.footer_text: unknown token \{links\.privacy\} for market gb/),
    ]);
  });

  it("leaves out pages and links a market switch hides, and keeps them where it is off", () => {
    const withTerms = validStart.replace(
      '"target": 0 }',
      '"target": 0, "hiddenBy": "hidePrivacyPolicy" }, { "title": "Terms", "url": "/terms", "target": 0 }',
    );
    const files = {
      ...validMarket("gb"),
      "content/gb/start.json": withTerms,
      "content/gb/privacy.json":
        '{ "template": "corporate", "path": "/privacy", "layout": "navigation", "title": "Privacy", "description": "Privacy.", "hiddenBy": "hidePrivacyPolicy" }',
    };
    const footerOf = (hidePrivacyPolicy: boolean) => {
      const market = hidePrivacyPolicy ? hidingPrivacy() : gb!;
      const { problems, pages } = checkProject(fixtureRoot(files), [...markets.filter((m) => m.id !== "gb"), market], [market]);
      expect(problems).toEqual([]);
      const list = pages.get("gb") ?? [];
      return {
        paths: list.map((p) => p.urlPath).sort(),
        footer: list.find((p) => p.urlPath === "/")?.content.footer?.[0]?.links.map((l) => l.title),
      };
    };
    expect(footerOf(true)).toEqual({ paths: ["/", "/404"], footer: ["Terms"] });
    expect(footerOf(false)).toEqual({ paths: ["/", "/404", "/privacy"], footer: ["Privacy", "Terms"] });
  });

  it("names an unknown market switch in hiddenBy", () => {
    const wrong = validStart.replace('"target": 0 }', '"target": 0, "hiddenBy": "hideEverything" }');
    expect(linesFor(wrong)).toEqual([
      'content/gb/start.json:7:99: footer[0].links[0].hiddenBy: Invalid option: expected one of "hidePrivacyPolicy"|"isManageSubscriptionsHidden"',
    ]);
  });
});
