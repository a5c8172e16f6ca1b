import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { layouts, templates, type LayoutName, type TemplateName } from "../../../src/content/schema";
import { messagesOf } from "../../../src/content/text-bundles";
import {
  byBlock,
  byLayout,
  byTemplate,
  EVERY_PAGE,
  FORM,
  messageNamespaces,
  pageMessages,
  type PageBlocks,
} from "../../../src/i18n/namespaces";
import { repoBundles } from "../repo-bundles";

const root = process.cwd();
const english = messagesOf(repoBundles(), "en-US");
const namespaces = new Set(Object.keys(english).map((key) => key.slice(0, key.indexOf("."))));

type Page = readonly [TemplateName, LayoutName, PageBlocks?];
const helpPages: Page[] = templates
  .filter((t) => t.includes("help-"))
  .flatMap(
    (t) =>
      [
        [t, "navigation"],
        [t, "ride"],
      ] as const,
  );
const rideSignUp: Page[] = (["ride-signup", "ride-confirm", "ride-thank-you"] as const).map((t) => [t, "ride"] as const);
const branchPages: Page[] = [
  ["branch-finder", "navigation"],
  ["branch-city", "navigation"],
];
const fleetPages: Page[] = [
  ["truck", "ibe"],
  ["fleet", "ibe"],
];
const everyPage: Page[] = templates.flatMap((t) => layouts.map((l) => [t, l] as const));
/** Any page with an app banner among its blocks. */
const appBannerPages: Page[] = everyPage.map(([t, l]) => [t, l, [{ type: "hero" }, { type: "app-banner" }]] as const);

/**
 * Where each part of the source can show its words: the pages whose messages must hold every key the
 * part names. Build-time code (src/gatsby, the content checks, the help centres' build, the web API's endpoint names) shows
 * nothing in the browser. The page-load notice is rendered by the server with its locale's whole bundle,
 * outside any page's messages.
 */
const pagesShowing: readonly (readonly [prefix: string, pages: readonly Page[] | "none"])[] = [
  ["src/gatsby/", "none"],
  ["src/build/", "none"],
  ["src/web-api/", "none"],
  ["src/i18n/", "none"],
  ["src/content/", "none"],
  ["src/shell/page-loading/load-notice.tsx", "none"],
  ["src/features/help-centre/build/", "none"],
  ["src/features/branch-finder/build/", "none"],
  ["src/features/branch-finder/", branchPages],
  ["src/templates/branch-", branchPages],
  ["src/features/help-centre/", helpPages],
  ["src/templates/help-", helpPages],
  ["src/templates/ride-help-", helpPages],
  ["src/features/ride-signup/", rideSignUp],
  ["src/templates/ride-", rideSignUp],
  [
    "src/features/plus-offers/",
    [
      ["start", "plus"],
      ["faq", "plus"],
      ["plus-campaign", "plus"],
    ],
  ],
  ["src/features/plus-campaign/", [["plus-campaign", "plus"]]],
  // The plus FAQ's link to the offers, named like the list.
  ["src/layouts/plus/offers-link", [["faq", "plus"]]],
  ["src/features/fleet/build/", "none"],
  ["src/features/fleet/", fleetPages],
  ["src/templates/fleet", fleetPages],
  ["src/templates/truck", fleetPages],
  ["src/templates/plus-campaign", [["plus-campaign", "plus"]]],
  ["src/features/account-area/", [["account", "navigation"]]],
  ["src/features/long-term-rental/", [["long-term-rental", "navigation"]]],
  ["src/templates/long-term-rental", [["long-term-rental", "navigation"]]],
  [
    "src/features/zen-funnel/",
    [
      ["zen", "zen"],
      ["zen-home", "zen"],
    ],
  ],
  ["src/layouts/zen/", [["zen", "zen"]]],
  ["src/templates/zen-home", [["zen-home", "zen"]]],
  ["src/templates/account", [["account", "navigation"]]],
  ["src/templates/not-found", [["not-found", "navigationWithoutLayout"]]],
  ["src/templates/server-error", [["server-error", "navigationWithoutLayout"]]],
  ["src/components/blocks/app-banner/", appBannerPages],
  ["src/components/form/", [...helpPages, ...rideSignUp, ["plus-campaign", "plus"]]],
  // The screens that load data: help search, ride confirmation, plus offers and reviews, the campaign.
  ["src/components/load-failed.tsx", [...helpPages, ...rideSignUp, ["start", "plus"], ["faq", "plus"], ["plus-campaign", "plus"]]],
  ["src/", everyPage],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => join(dir, file));
}

/** The namespaces of the message ids a file names: `"offers.title"`, `` `plus.filter.${name}` ``. */
function namedNamespaces(text: string): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/["'`]([a-zA-Z]+)\.[a-zA-Z$]/g)) {
    const namespace = match[1] ?? "";
    if (namespaces.has(namespace)) found.add(namespace);
  }
  return found;
}

describe("the messages each page carries", () => {
  it("decides every namespace of the bundles", () => {
    const decided = new Set([
      ...EVERY_PAGE,
      ...FORM,
      ...Object.values(byTemplate).flat(),
      ...Object.values(byLayout).flat(),
      ...Object.values(byBlock).flat(),
    ]);
    expect([...namespaces].filter((n) => !decided.has(n))).toEqual([]);
  });

  it("hold every key the page's source names", () => {
    const gaps: string[] = [];
    for (const file of sourceFiles(join(root, "src"))) {
      const rel = relative(root, file);
      const pages = pagesShowing.find(([prefix]) => rel.startsWith(prefix))?.[1] ?? "none";
      if (pages === "none") continue;
      for (const namespace of namedNamespaces(readFileSync(file, "utf8"))) {
        for (const [template, layout, blocks] of pages) {
          if (!messageNamespaces(template, layout, blocks).has(namespace))
            gaps.push(`${rel} names ${namespace}.*, missing on ${template} (${layout})`);
        }
      }
    }
    expect([...new Set(gaps)].slice(0, 20)).toEqual([]);
  });

  it("keeps a page's own namespaces and drops the others", () => {
    const article = pageMessages(english, "help-article", "navigation");
    expect(article["help.search.placeholder"] ?? article["shell.menu.open"]).toBeDefined();
    expect(Object.keys(article).some((key) => key.startsWith("offers."))).toBe(false);
    expect(Object.keys(article).some((key) => key.startsWith("help."))).toBe(true);
    const plus = pageMessages(english, "start", "plus");
    expect(Object.keys(plus).some((key) => key.startsWith("offers."))).toBe(true);
    expect(Object.keys(plus).some((key) => key.startsWith("help."))).toBe(false);
    expect(Object.keys(pageMessages(english, "start", "ibe")).every((key) => EVERY_PAGE.includes(key.slice(0, key.indexOf("."))))).toBe(
      true,
    );
  });

  it("adds a block's words to the pages that show it, and only to those", () => {
    const banner = pageMessages(english, "start", "ibe", [{ type: "hero" }, { type: "app-banner" }]);
    expect(banner["blocks.app.ios"]).toBeDefined();
    expect(pageMessages(english, "start", "ibe", [{ type: "hero" }, { type: "faq" }])["blocks.app.ios"]).toBeUndefined();
    expect(pageMessages(english, "start", "ibe")["blocks.app.ios"]).toBeUndefined();
    expect(pageMessages(english, "faq", "navigation", [{ type: "app-banner" }])).toBe(banner);
  });

  it("hands pages with the same namespaces of one messages object the same result", () => {
    expect(pageMessages(english, "help-article", "navigation")).toBe(pageMessages(english, "help-home", "ride"));
    expect(pageMessages(english, "start", "ibe")).not.toBe(pageMessages(english, "start", "plus"));
    expect(pageMessages({ ...english }, "start", "ibe")).not.toBe(pageMessages(english, "start", "ibe"));
  });
});
