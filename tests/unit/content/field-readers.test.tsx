import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fireEvent, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { markets } from "../../../markets";
import type { Market } from "../../../markets/schema";
import { buildBlocks, type BuildMedia } from "../../../src/build/blocks";
import { splitLive } from "../../../src/content/live-pages";
import { ContentReader, loadMarketPages } from "../../../src/content/load";
import { pageContentSchema, type PageContent } from "../../../src/content/schema";
import { pageComponent } from "../../../src/gatsby/templates";
import { parseMarkup } from "../../../src/markup";
import type { SitePageContext } from "../../../src/page-context/page-context";
import { SeoHead } from "../../../src/components/seo-head";
import { fakeMedia } from "../components/media";
import { pageFor, preloadLayoutParts, renderLayout } from "../layouts/page-fixture";
import { schemaFields, withChanged } from "../markets/schema-fields";
import { fixtureRoot } from "./fixture-root";

vi.mock("../../../src/runtime-apps/slot", () => import("../components/slot-stub"));
// The start page's layout loads the code of some parts when near; the stages read them rendered.
beforeAll(preloadLayoutParts);

const root = join(__dirname, "../../..");
const us = markets.find((m) => m.id === "us");
if (!us) throw new Error("the US market is missing");
/** The market pages are loaded for: it hides its subscriptions, so `hiddenBy` has a switch that is on. */
const hiding: Market = { ...us, isManageSubscriptionsHidden: true };

/** The build time the `live` stage judges publishing windows at, and a window around it. */
const buildAt = new Date("2026-06-01T00:00:00Z");
const window = { publishFrom: "2026-05-01T00:00:00+02:00", publishUntil: "2026-07-01T00:00:00+02:00" };
/** What a changed window is set to: a start after the build time, an end before it (both inside the window, so it stays valid). */
const [laterStart, earlierEnd] = ["2026-06-15T00:00:00Z", "2026-05-15T00:00:00Z"];

/** A page setting every field once: menu, tabs, footer, banner, billboard, blocks of every kind. */
const page: PageContent = {
  template: "start",
  path: "/deals",
  title: "Deals | Movanta",
  description: "Deals on cars.",
  body: "## Deals at [BranchName] in [CityName]\n\nBook now.",
  price_from: { amount: 39, unit: "day" },
  faq: [{ question: "Can I cancel?", answer: "Yes, free of charge." }],
  branch_name: "Logan Airport",
  city_name: "Boston",
  city_page: { title: "Car rental in [CityName]", description: "Cars in [CityName].", body: "## Cars in [CityName]" },
  requires: "ride",
  hiddenBy: "hidePrivacyPolicy",
  ...window,
  language_code: "en-US",
  domain: us.host,
  isBillboard: true,
  billboard: { desktop: "billboard-wide.svg", mobile: "billboard-tall.svg", alt: "A road by the sea" },
  navigation: [
    {
      nav_list: [
        { type: "header", title: "Rent", start_open: true },
        {
          type: "link",
          title: "Rides",
          url: "/ride",
          target: 0,
          gap_after: true,
          account: false,
          requires: "ride",
          hiddenBy: "hidePrivacyPolicy",
        },
        { type: "link", title: "My bookings", url: "/account/#/bookings", account: true, ...window },
      ],
      navigation_text: "Menu",
      product_line_tab: [
        { heading: "Rent", content: { content: "Rent a car", url: "/", target: 0, title: "Car rental" }, requires: "ride" },
        { heading: "Ride", content: { content: "Book a ride", url: "/ride", target: 0, title: "Rides" } },
      ],
    },
  ],
  footer: [
    {
      links: [
        { title: "Imprint", url: "/imprint", target: 0, requires: "ride", hiddenBy: "hidePrivacyPolicy" },
        { title: "Summer terms", url: "/summer-terms", target: 0, ...window },
      ],
      footer_text: "© Movanta, [Terms](/terms)",
    },
  ],
  banner_display: true,
  banner_text: "Summer deal",
  banner_url: "/online",
  banner_publishFrom: window.publishFrom,
  banner_publishUntil: window.publishUntil,
  blocks: [
    {
      type: "hero",
      title: "Deals",
      text: "For the summer.",
      image: { desktop: "w.svg", mobile: "t.svg", alt: "A car" },
      link: { label: "Book", url: "/online" },
    },
    {
      type: "product-lines",
      title: "Products",
      items: [{ line: "rent-car", title: "Cars", text: "All sizes.", url: "/online", image: "car.svg" }],
    },
    { type: "reasons", title: "Why us", items: [{ icon: "star", title: "Rated", text: "By many." }] },
    { type: "app-banner", title: "Our app", text: "Book on the go.", ...window },
    { type: "faq", title: "Questions", items: [{ question: "Fuel?", answer: "Full to full." }] },
    { type: "city-links", title: "Cities", text: "Pick one." },
    { type: "image-text", title: "Airport", body: "At the gate.", image: "gate.svg", alt: "A gate", imageSide: "start" },
  ],
  layout: "ibe",
};

/** The promotion layout's page, the only one with an airport-promotion hero. */
const promotion: PageContent = {
  ...page,
  isBillboard: false,
  layout: "promotion",
  airportPromotion: {
    hero_image_desktop: { filename_disk: "hero-d.jpg" },
    hero_image_mobile: { filename_disk: "hero-m.jpg" },
    pre_title: "Landing soon?",
    title: "Your car waits",
    promo_highlight: "15%",
    prefix_promo_highlight: "up to",
    suffix_promo_highlight: "off",
  },
};

/** A media builder that builds nothing: each image is named after its file. */
const media: BuildMedia = async (request) => ({
  width: request.width,
  height: request.height,
  avif: `${request.file}.avif`,
  webp: `${request.file}.webp`,
  src: request.file,
});

/** The page as the build hands it to React (src/gatsby/site-pages.ts): the body parsed, blocks built. */
async function contextOf(content: PageContent): Promise<SitePageContext> {
  const { path: _path, body, blocks, ...rest } = content;
  const built = blocks
    ? await buildBlocks(blocks, { market: us!, cities: [{ name: "Boston", path: "/car-rental/boston" }] }, media)
    : undefined;
  return {
    ...pageFor("default"),
    ...rest,
    ...(body === undefined ? {} : { body: parseMarkup(body) }),
    ...(built ? { blocks: built } : {}),
  };
}

/** What a visitor gets from a page's content, one function per stage; each runs the site's own code. */
const sees = {
  /** The page in its layout, with its body, blocks and FAQ, and the document's language. */
  page: async (content: PageContent) => {
    fakeMedia({ width: 1440 });
    const { container, unmount } = renderLayout(await contextOf(content));
    const html = `${document.documentElement.lang} ${container.innerHTML}`;
    unmount();
    return html;
  },
  /** The burger menu, opened on a phone (an accordion that starts with the group marked open). */
  menu: async (content: PageContent) => {
    fakeMedia({ width: 375 });
    const { unmount } = renderLayout(await contextOf(content));
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const html = (await screen.findByRole("dialog", { name: "Main menu" })).outerHTML;
    unmount();
    return html;
  },
  /** The document head: title, description, language. */
  head: async (content: PageContent) => renderToStaticMarkup(<SeoHead page={await contextOf(content)} />),
  /** The page component Gatsby renders it with. */
  component: async (content: PageContent) => pageComponent(content.template, content.layout),
  /** Which pages a market gets from the file, at which URL, with which menu, tabs and footer. */
  pages: async (content: PageContent) => {
    const { blocks: _blocks, ...file } = content;
    const reader = new ContentReader(fixtureRoot({ "content/us/deals.json": JSON.stringify(file) }));
    return loadMarketPages(reader, hiding).map((p) => [p.urlPath, JSON.stringify(p.content.navigation), JSON.stringify(p.content.footer)]);
  },
  /** What a build at `buildAt` keeps of the page: whether it is made, its menu and footer links, banner and blocks. */
  live: async (content: PageContent) => {
    // A hero block and a billboard exclude each other: the blocks are what this stage looks at.
    const { billboard: _billboard, ...file } = content;
    const reader = new ContentReader(fixtureRoot({ "content/us/deals.json": JSON.stringify({ ...file, isBillboard: false }) }));
    return splitLive(loadMarketPages(reader, hiding), buildAt).live.map(({ urlPath, content: kept }) => [
      urlPath,
      kept.navigation.flatMap((menu) => menu.nav_list.map((link) => link.title)),
      kept.footer.flatMap((footer) => footer.links.map((link) => link.title)),
      kept.banner_display,
      kept.blocks?.map((block) => block.type),
    ]);
  },
};

type Reader = { sees: keyof typeof sees; to?: unknown };
const at = (stage: keyof typeof sees, to?: unknown): Reader => (to === undefined ? { sees: stage } : { sees: stage, to });
const live = (to: string): Reader => ({ sees: "live", to });

/**
 * Where every page-context field reaches a visitor. The test walks the page schema: a field missing
 * here fails, and so does one whose change leaves its place unchanged.
 */
const readers: Readonly<Record<string, Reader>> = {
  layout: at("page", "navigation"),
  template: at("component", "account"),
  path: at("pages"),
  title: at("head"),
  description: at("head"),
  body: at("page"),
  "faq[].question": at("page"),
  "faq[].answer": at("page"),
  branch_name: at("page"),
  city_name: at("page"),
  requires: at("pages", "share"),
  hiddenBy: at("pages"),
  language_code: at("page", "de-DE"),
  domain: at("page"),
  ...Object.fromEntries(["type", "title", "url", "target", "account"].map((key) => [`navigation[].nav_list[].${key}`, at("page")])),
  "navigation[].nav_list[].gap_after": at("menu"),
  "navigation[].nav_list[].start_open": at("menu"),
  "navigation[].nav_list[].requires": at("pages", "share"),
  "navigation[].nav_list[].hiddenBy": at("pages"),
  "navigation[].navigation_text": at("menu"),
  ...Object.fromEntries(
    ["heading", "content.content", "content.url", "content.target", "content.title"].map((key) => [
      `navigation[].product_line_tab[].${key}`,
      at("page"),
    ]),
  ),
  "navigation[].product_line_tab[].requires": at("pages", "share"),
  "footer[].links[].title": at("page"),
  "footer[].links[].url": at("page"),
  "footer[].links[].target": at("page"),
  "footer[].links[].requires": at("pages", "share"),
  "footer[].links[].hiddenBy": at("pages"),
  "footer[].footer_text": at("page"),
  banner_display: at("page"),
  banner_text: at("page"),
  banner_url: at("page"),
  ...Object.fromEntries(
    schemaFields(pageContentSchema)
      .filter((f) => f.path.startsWith("blocks[]") || f.path.startsWith("{layout=promotion}"))
      .map((f) => [f.path, at("page")]),
  ),
  // Every block a body block instead: a changed type shows another block.
  "blocks[].type": at("page", "body"),
  // A teaser of a line the market does not offer is left out.
  "blocks[]{type=product-lines}.items[].line": at("page", "share"),
  // A window that starts after the build time, or ends before it, leaves its part out of the build.
  ...Object.fromEntries(
    ["", "navigation[].nav_list[].", "footer[].links[].", "blocks[]."].flatMap((prefix) => [
      [`${prefix}publishFrom`, live(laterStart)],
      [`${prefix}publishUntil`, live(earlierEnd)],
    ]),
  ),
  banner_publishFrom: live(laterStart),
  banner_publishUntil: live(earlierEnd),
};

/** Fields a layout shows only in its own layout: the fixture is switched to it first. */
const inLayout = (path: string): PageContent => {
  if (path.startsWith("{layout=promotion}") || path === "domain") return promotion;
  if (path.includes("product_line_tab") && !path.endsWith("requires")) return { ...page, layout: "ride" };
  return page;
};

/**
 * Fields whose reader runs where these stages do not reach (the build's images and prices, the
 * branch finder's city pages from the web API): the unit test that proves what the visitor gets.
 */
const provenBy: Readonly<Record<string, { file: string; test: string }>> = {
  "price_from.amount": {
    file: "tests/unit/components/price-from.test.tsx",
    test: "shows the amount the build formatted in the market's currency, per month or day",
  },
  "price_from.unit": {
    file: "tests/unit/components/price-from.test.tsx",
    test: "shows the amount the build formatted in the market's currency, per month or day",
  },
  ...Object.fromEntries(
    ["title", "description", "body"].map((key) => [
      `city_page.${key}`,
      {
        file: "tests/unit/features/branch-finder/build-pages.test.ts",
        test: "frames each city page with the finder and fills the city into its title, description and body",
      },
    ]),
  ),
  isBillboard: {
    file: "tests/unit/components/billboard.test.tsx",
    test: "is decoration screen readers skip when its alt is empty, and absent from a page without one",
  },
  ...Object.fromEntries(
    ["desktop", "mobile", "alt"].map((key) => [
      `billboard.${key}`,
      {
        file: "tests/unit/components/billboard.test.tsx",
        test: "shows a page's billboard under the booking engine: the desktop image from 650 px, AVIF before WebP, with its box's size",
      },
    ]),
  ),
};

const fields = schemaFields(pageContentSchema);

describe("every page-context field", () => {
  it("has exactly one reader, and every reader is a field of the schema", () => {
    const listed = [...Object.keys(readers), ...Object.keys(provenBy)];
    const paths = fields.map((f) => f.path);
    expect(
      paths.filter((p) => !listed.includes(p)),
      "fields nothing is listed as reading",
    ).toEqual([]);
    expect(
      listed.filter((p) => !paths.includes(p)),
      "listed, but no field of the schema",
    ).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.each(fields.filter((f) => f.path in readers))("$path changes what a visitor sees", async (field) => {
    const reader = readers[field.path];
    if (!reader) throw new Error(`no reader for ${field.path}`);
    const fixture = inLayout(field.path);
    const before = JSON.stringify(await sees[reader.sees](fixture));
    const after = JSON.stringify(await sees[reader.sees](withChanged(fixture, field, reader.to)));
    expect(after, `changing ${field.path} changes nothing ${reader.sees} shows`).not.toBe(before);
  });

  it.each(Object.entries(provenBy))("%s is proven by a test of the screen that shows it", (field, { file, test }) => {
    expect(field in readers).toBe(false);
    expect(readFileSync(join(root, file), "utf8")).toContain(`it("${test}"`);
  });
});
