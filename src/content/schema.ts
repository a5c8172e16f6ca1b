import { z } from "zod";
import { productLines } from "../../markets/schema";
import { blockRuleIssues, blocksSchema } from "./blocks-schema";
import { href, mediaFile } from "./field-types";
import { isEmptyWindow, publishDateTime, publishFields, type Publishable } from "./publishing";

/** Every layout the shell knows (spec §2); an unknown value at run time falls back to `empty`. */
export const layouts = [
  "ibe",
  "ride",
  "funnel",
  "zen",
  "standalone",
  "navigation",
  "navigationWithoutLayout",
  "default",
  "empty",
  "plus",
  "promotion",
] as const;
export type LayoutName = (typeof layouts)[number];

/** Page templates of spec §2; several may share one component. */
export const templates = [
  "start",
  "online",
  "ride-home",
  "airport-promotion",
  "corporate",
  "share",
  "zen",
  "not-found",
  "server-error",
  "help-home",
  "help-search",
  "help-category",
  "help-section",
  "help-article",
  "ride-help-home",
  "ride-help-category",
  "ride-help-section",
  "ride-help-article",
  "navigation-test",
  "faq",
  "ride-signup",
  "ride-confirm",
  "ride-thank-you",
  "plus-campaign",
  "legal",
  "account",
  "business-login",
  "business-signup",
  "branch-finder",
  "branch-city",
  "truck",
  "fleet",
  "editorial",
  "digital-checkout",
  "zen-home",
  "long-term-rental",
  "booking-offers",
  "booking-extras",
  "booking-driver",
  "booking-confirmation",
] as const;
export type TemplateName = (typeof templates)[number];

const target = z
  .number({ error: "expected a number: 0 same window, 1 new window" })
  .int()
  .describe("0 opens in the same window, 1 in a new window without opener; other values are passed through");
const requires = z.enum(productLines).optional().describe("Only kept where the market offers this product line");
/** Market switches that take a page or a link away where they are true (spec §3). */
export const hidingSwitches = ["hidePrivacyPolicy", "isManageSubscriptionsHidden"] as const;
const hiddenBy = z.enum(hidingSwitches).optional().describe("Left out where this market setting is true");

export const navLinkSchema = z
  .object({
    type: z.enum(["header", "link"]).describe("A header starts a group of the burger menu; links belong to the last header"),
    title: z.string().min(1).describe("Visible label"),
    url: href.optional().describe("Where the link goes; headers have none"),
    target: target.optional(),
    account: z.boolean().optional().describe("Marks an account-area link (the CMS's account flag)"),
    gap_after: z.boolean().optional().describe("Leaves a visual gap after this link"),
    start_open: z.boolean().optional().describe("On a header: the group starts open"),
    requires,
    hiddenBy,
    ...publishFields,
  })
  .strict()
  .refine((l) => l.type === "header" || l.url !== undefined, { message: "a link needs a url", path: ["url"] });

export const footerLinkSchema = z
  .object({
    title: z.string().min(1).describe("Visible label"),
    url: href.describe("Where the link goes"),
    target,
    requires,
    hiddenBy,
    ...publishFields,
  })
  .strict();

export const productLineTabSchema = z
  .object({
    heading: z.string().min(1).describe("Short label of the tab, listed by the select that replaces the tabs on small screens"),
    content: z
      .object({
        content: z.string().describe("Text of the tab's link, shown as the tab on large screens"),
        url: href.describe("Where the tab navigates"),
        target: target.optional(),
        title: z.string().optional().describe("Title attribute of the link"),
      })
      .strict()
      .describe("The content link of the tab"),
    requires,
  })
  .strict();

export const navigationSchema = z
  .object({
    nav_list: z.array(navLinkSchema).describe("Burger menu: headers and links in order"),
    navigation_text: z.string().optional().describe("Text shown beside the menu"),
    product_line_tab: z.array(productLineTabSchema).optional().describe("Product-line tabs of the ride layout"),
  })
  .strict();

export const footerSchema = z
  .object({
    links: z.array(footerLinkSchema).describe("Footer links; nothing is shown when empty"),
    footer_text: z.string().optional().describe("Footer text; the zen layout parses its links from it"),
  })
  .strict();

const image = z
  .object({ filename_disk: z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif)$/, "expected an image file name such as hero.jpg") })
  .strict();

/** The layouts that show a billboard (src/layouts/ibe): the booking start pages. */
export const billboardLayouts = ["ibe"] as const satisfies readonly (typeof layouts)[number][];

export const billboardSchema = z
  .object({
    desktop: mediaFile.describe("Image shown from 650 px wide, cropped to 1600x640, in content/_media/"),
    mobile: mediaFile.describe("Image shown below 650 px wide, cropped to 375x400, in content/_media/"),
    alt: z.string().max(150).describe("What the image shows, for screen readers; empty when it only decorates"),
  })
  .strict();
/** A page's billboard as editors write it: its two images in content/_media/ and their alt text. */
export type BillboardContent = z.infer<typeof billboardSchema>;

export const airportPromotionSchema = z
  .object({
    hero_image_desktop: image.describe("Desktop hero (1600x640) in the domain's marketing media folder"),
    hero_image_mobile: image.describe("Mobile hero (375x400) in the domain's marketing media folder"),
    pre_title: z.string().describe("Small line above the title"),
    title: z.string().min(1).describe("Hero title"),
    promo_highlight: z.string().optional().describe("Big text in the round bubble"),
    prefix_promo_highlight: z.string().optional().describe("Text above the highlight"),
    suffix_promo_highlight: z.string().optional().describe("Text below the highlight"),
  })
  .strict();

/** Fields a page file, a shared default or a site file may hold; merged, they form the page context. */
export const pageFields = {
  template: z.enum(templates).describe("Which page template renders the page"),
  path: z
    .string()
    .regex(/^\/([a-z0-9-]+(\/[a-z0-9.-]+)*)?$/, "expected a path like / or /help/articles/x, lower case, no trailing slash")
    .describe("Path of the page on its host, below the market's language prefix"),
  title: z.string().min(1).max(70).describe("Document title and main heading"),
  description: z.string().max(160).describe("Meta description"),
  body: z.string().optional().describe("Editorial text in the site's markup language"),
  price_from: z
    .object({
      amount: z.number().positive().describe("Amount in the market's currency"),
      unit: z.enum(["day", "month"]).describe("Per day (rental) or per month (subscription)"),
    })
    .strict()
    .optional()
    .describe("Lowest price of the page's offer, shown as 'From … per day/month' in the market's currency"),
  faq: z
    .array(
      z
        .object({
          question: z.string().min(1).max(200).describe("The question, shown as the summary of its disclosure"),
          answer: z.string().min(1).max(2000).describe("The answer, plain text"),
        })
        .strict(),
    )
    .min(1)
    .optional()
    .describe("Questions and answers of an FAQ page: an accordion of details/summary, and FAQPage structured data"),
  branch_name: z.string().min(1).optional().describe("Fills the [BranchName] shortcode of the body"),
  city_name: z.string().min(1).optional().describe("Fills the [CityName] shortcode of the body"),
  city_page: z
    .object({
      title: z.string().min(1).max(60).describe("Document title of each city page; [CityName] is replaced by the city"),
      description: z.string().min(1).max(140).describe("Meta description of each city page; [CityName] is replaced by the city"),
      body: z.string().describe("Heading and intro of each city page in the site's markup language; [CityName] shows the city"),
    })
    .strict()
    .optional()
    .describe("The branch finder's city pages (template branch-finder only): one page per city of the web API's branches"),
  requires,
  hiddenBy,
  ...publishFields,
  language_code: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/)
    .describe("Locale of the page; defaults to the market's"),
  domain: z.string().describe("Host of the page; defaults to the market's"),
  isBillboard: z
    .boolean()
    .describe(
      `Shows the billboard hero (desktop 1600x640, mobile 375x400) under the booking engine; layouts: ${billboardLayouts.join(", ")}`,
    ),
  billboard: billboardSchema.optional().describe("The billboard's images and text alternative; required when isBillboard is true"),
  navigation: z.array(navigationSchema).max(1).describe("One navigation block: burger menu, text and product-line tabs"),
  footer: z.array(footerSchema).max(1).describe("One footer block"),
  banner_display: z.boolean().describe("Shows the news banner on the home route"),
  banner_text: z.string().optional().describe("Text of the news banner"),
  banner_url: href.optional().describe("Where the news banner links"),
  banner_publishFrom: publishDateTime
    .optional()
    .describe("The news banner is left out of every build made before this time (ISO date-time with offset)"),
  banner_publishUntil: publishDateTime
    .optional()
    .describe("The news banner is left out of every build made from this time on (ISO date-time with offset)"),
  airportPromotion: airportPromotionSchema.optional().describe("Hero of the promotion layout"),
  blocks: blocksSchema
    .optional()
    .describe(
      "The page's content blocks in order (docs/blocks.md): hero, product-lines, reasons, app-banner, faq, city-links, image-text, body, template-part",
    ),
  layout: z
    .enum(layouts, { error: (i) => `unknown layout ${JSON.stringify(i.input)} (expected one of ${layouts.join(", ")})` })
    .describe("Which layout the shell renders"),
} as const;

/**
 * What one content file may hold: some or all of the page fields. Its path may name market values as
 * whole segments (`/{slugs.stationFinder}`); the merged page's path is checked once they are filled.
 */
export const pageFileSchema = z
  .object({
    ...pageFields,
    path: z
      .string()
      .regex(
        /^\/(([a-z0-9-]+|\{[A-Za-z.]+\})(\/([a-z0-9.-]+|\{[A-Za-z.]+\}))*)?$/,
        "expected a path like / or /help/articles/x, lower case, no trailing slash; a segment may be a {token}",
      )
      .describe(pageFields.path.description ?? ""),
  })
  .partial()
  .strict()
  .superRefine((file, ctx) => {
    for (const issue of blockRuleIssues(file)) ctx.addIssue({ code: "custom", ...issue });
  });
export type PageFile = z.infer<typeof pageFileSchema>;

const { layout: _layout, airportPromotion: _promo, ...common } = pageFields;
const base = z
  .object({
    ...common,
    navigation: common.navigation.default([]),
    footer: common.footer.default([]),
    isBillboard: common.isBillboard.default(false),
    banner_display: common.banner_display.default(false),
  })
  .strict();
const simpleLayouts = layouts.filter((l) => l !== "promotion");

/** A complete page context, a union keyed by `layout`: the promotion layout needs its hero. */
export const pageContentSchema = z
  .discriminatedUnion("layout", [
    base.extend({ layout: z.literal("promotion"), airportPromotion: airportPromotionSchema }),
    ...simpleLayouts.map((l) => base.extend({ layout: z.literal(l) })),
  ])
  .superRefine((page, ctx) => {
    for (const issue of blockRuleIssues(page, true)) ctx.addIssue({ code: "custom", ...issue });
    for (const path of emptyWindows(page))
      ctx.addIssue({ code: "custom", path, message: "publishUntil is not after publishFrom: this would never be live" });
    if (page.template === "branch-finder" && !page.city_page)
      ctx.addIssue({
        code: "custom",
        path: ["city_page"],
        message: "city_page is required on the branch finder: its city pages' title, description and body",
      });
    if (page.template === "plus-campaign" && page.blocks)
      ctx.addIssue({
        code: "custom",
        path: ["blocks"],
        message: "the plus campaign page shows no blocks: put its text in body, or remove blocks",
      });
    if (page.isBillboard && !page.billboard)
      ctx.addIssue({
        code: "custom",
        path: ["billboard"],
        message: "billboard is required when isBillboard is true: its desktop and mobile images and their alt text",
      });
    if (page.isBillboard && !billboardLayouts.some((l) => l === page.layout))
      ctx.addIssue({
        code: "custom",
        path: ["isBillboard"],
        message: `the ${page.layout} layout shows no billboard (layouts with one: ${billboardLayouts.join(", ")})`,
      });
    if (!page.banner_display) return;
    for (const field of ["banner_text", "banner_url"] as const) {
      if (!page[field]) ctx.addIssue({ code: "custom", path: [field], message: `${field} is required when banner_display is true` });
    }
  });
export type PageContent = z.infer<typeof pageContentSchema>;

/** The paths of a page's publishing windows that end before they start: the page's, its blocks', its links' and its banner's. */
function emptyWindows(page: PageContent): (string | number)[][] {
  const banner = { publishFrom: page.banner_publishFrom, publishUntil: page.banner_publishUntil };
  const windows: [(string | number)[], Publishable][] = [
    [["publishUntil"], page],
    [["banner_publishUntil"], banner],
    ...(page.blocks ?? []).map((block, i): [(string | number)[], Publishable] => [["blocks", i, "publishUntil"], block]),
    ...page.navigation.flatMap((menu, m) =>
      menu.nav_list.map((link, i): [(string | number)[], Publishable] => [["navigation", m, "nav_list", i, "publishUntil"], link]),
    ),
    ...page.footer.flatMap((footer, f) =>
      footer.links.map((link, i): [(string | number)[], Publishable] => [["footer", f, "links", i, "publishUntil"], link]),
    ),
  ];
  return windows.filter(([, window]) => isEmptyWindow(window)).map(([path]) => path);
}
