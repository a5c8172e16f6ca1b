import { z } from "zod";
import { productLines } from "../../markets/schema";
import { iconNames } from "../theme/icon-names";
import { href, mediaFile } from "./field-types";
import { publishFields } from "./publishing";

/** A plain text of `min` to `max` characters. */
const text = (min: number, max: number, description: string) => z.string().min(min).max(max).describe(description);
const title = text(1, 80, "The block's heading (h2), plain text");

const hero = z
  .object({
    type: z.literal("hero").describe("The page's opening picture with its h1: at most one, and only as the first block"),
    title: text(1, 80, "The page's main heading (its h1) over the picture"),
    text: text(1, 200, "A sentence under the heading").optional(),
    image: z
      .object({
        desktop: mediaFile.describe("Image shown from 650 px wide, cropped to 1600x640, in content/_media/"),
        mobile: mediaFile.describe("Image shown below 650 px wide, cropped to 375x400, in content/_media/"),
        alt: z.string().max(150).describe("What the image shows, for screen readers; empty when it only decorates"),
      })
      .strict()
      .describe("The picture at the billboard's sizes (desktop 1600x640, mobile 375x400)"),
    link: z
      .object({ label: text(1, 40, "The link's visible text"), url: href.describe("Where the link goes") })
      .strict()
      .optional()
      .describe("One call to action under the text"),
    ...publishFields,
  })
  .strict();

const productLineItem = z
  .object({
    line: z.enum(productLines).describe("The product line; the teaser is left out where the market does not offer it"),
    title: text(1, 40, "The teaser's heading (h3) and link text"),
    text: text(1, 160, "One or two sentences about the line"),
    url: href.describe("The line's page, e.g. {prefix}/{slugs.truck}"),
    image: mediaFile.optional().describe("A 4:3 picture in content/_media/; without one the line's icon is shown"),
  })
  .strict();

const productLinesBlock = z
  .object({
    type: z.literal("product-lines").describe("Teasers of the product lines, side by side; left out where the market has none of them"),
    title,
    items: z.array(productLineItem).min(1).max(6).describe("One teaser per line, in order"),
    ...publishFields,
  })
  .strict();

const reasons = z
  .object({
    type: z.literal("reasons").describe("Reasons to book: an icon, a heading and a sentence each"),
    title,
    items: z
      .array(
        z
          .object({
            icon: z.enum(iconNames).describe("The reason's icon, by name (src/theme/icon-names.ts)"),
            title: text(1, 60, "The reason's heading (h3)"),
            text: text(1, 200, "One sentence"),
          })
          .strict(),
      )
      .min(1)
      .max(6)
      .describe("One to six reasons"),
    ...publishFields,
  })
  .strict();

const appBanner = z
  .object({
    type: z
      .literal("app-banner")
      .describe("The app's store links (market links appStore, playStore); left out where the market has neither"),
    title,
    text: text(1, 200, "What the app does, in a sentence"),
    ...publishFields,
  })
  .strict();

const faq = z
  .object({
    type: z.literal("faq").describe("Questions and answers as native disclosures, with FAQPage structured data"),
    title,
    items: z
      .array(
        z
          .object({
            question: text(1, 200, "The question, shown as the summary of its disclosure"),
            answer: text(1, 2000, "The answer, plain text"),
          })
          .strict(),
      )
      .min(1)
      .describe("The questions in order"),
    ...publishFields,
  })
  .strict();

const cityLinks = z
  .object({
    type: z.literal("city-links").describe("Links to the branch finder's city pages; left out where the market has none"),
    title,
    text: text(1, 200, "A sentence above the links").optional(),
    ...publishFields,
  })
  .strict();

const imageText = z
  .object({
    type: z.literal("image-text").describe("A picture beside a text"),
    title,
    body: z.string().min(1).describe("The text in the site's markup language, under the block's heading: paragraphs, lists, ### headings"),
    image: mediaFile.describe("A 4:3 picture in content/_media/"),
    alt: z.string().max(150).describe("What the image shows, for screen readers; empty when it only decorates"),
    imageSide: z.enum(["start", "end"]).default("start").describe("Where the picture stands: start (left in left-to-right text) or end"),
    ...publishFields,
  })
  .strict();

const bodyBlock = z
  .object({ type: z.literal("body").describe("The page's editorial body at this place (at most once)"), ...publishFields })
  .strict();

const templatePart = z
  .object({
    type: z
      .literal("template-part")
      .describe(
        "Where the template's own part stands (the plus offers, the fleet list, the ride booking, the price, the page's faq): at most once; without it that part follows the blocks",
      ),
    ...publishFields,
  })
  .strict();

const blockTypes = ["hero", "product-lines", "reasons", "app-banner", "faq", "city-links", "image-text", "body", "template-part"] as const;

/** One content block: a discriminated union on `type`. */
export const blockSchema = z.discriminatedUnion(
  "type",
  [hero, productLinesBlock, reasons, appBanner, faq, cityLinks, imageText, bodyBlock, templatePart],
  {
    error: (issue) => (issue.code === "invalid_union" ? `expected a block type: one of ${blockTypes.join(", ")}` : undefined),
  },
);

/** A block as editors write it (and as content:check hands it on). */
export type BlockContent = z.infer<typeof blockSchema>;
/** A block's `type`. */
export type BlockType = BlockContent["type"];

/** The page's content blocks (docs/blocks.md), at least one. */
export const blocksSchema = z.array(blockSchema).min(1);

/** A rule across fields, at a path of the page. */
export type BlockRuleIssue = { path: (string | number)[]; message: string };

/**
 * The rules that one block's schema cannot state: a hero only first and once, never beside a
 * billboard, the body and the template's part placed once each. `merged` adds what only the whole page can tell (a body block needs
 * the page's body, which may come from another file).
 */
export function blockRuleIssues(
  page: { blocks?: readonly { type: string }[]; isBillboard?: boolean; body?: string },
  merged = false,
): BlockRuleIssue[] {
  const blocks = page.blocks ?? [];
  const issues: BlockRuleIssue[] = [];
  blocks.forEach((block, i) => {
    if (block.type === "hero" && i > 0)
      issues.push({ path: ["blocks", i, "type"], message: "a hero comes first and only once: move it to the top of blocks, or remove it" });
    if (block.type === "body" && blocks.findIndex((b) => b.type === "body") < i)
      issues.push({ path: ["blocks", i, "type"], message: "the body is placed once: keep one body block" });
    if (block.type === "template-part" && blocks.findIndex((b) => b.type === "template-part") < i)
      issues.push({ path: ["blocks", i, "type"], message: "the template's part is placed once: keep one template-part block" });
    if (merged && block.type === "body" && page.body === undefined)
      issues.push({
        path: ["blocks", i, "type"],
        message: "a body block places the page's body, and this page has none: add a body or remove the block",
      });
  });
  if (page.isBillboard && blocks.some((b) => b.type === "hero"))
    issues.push({
      path: ["isBillboard"],
      message: "a page with a hero block shows no billboard: remove isBillboard and billboard, or the hero",
    });
  return issues;
}
