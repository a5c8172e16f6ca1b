import type { Block } from "./ast";

/** Names of the authoring rules a problem can break. */
export type MarkupRule =
  | "html"
  | "start-heading"
  | "empty-heading"
  | "heading-level"
  | "footnote-order"
  | "footnote-range"
  | "footnote-empty"
  | "footnote-unreferenced"
  | "reference-order"
  | "reference-missing"
  | "footnote-placement"
  | "unknown-shortcode"
  | "link"
  | "season";

/** One authoring error, at a 1-based line and column of the source text. */
export type MarkupProblem = { line: number; column: number; rule: MarkupRule; message: string };

/** A level-2 heading as a table of contents lists it: the id its heading gets and its text. */
export type Section = Readonly<{ id: string; text: string }>;

/** Finds a text's sections (`sectionsOf` in outline.ts); passed in, so pages without contents never load it. */
export type Outline = (blocks: readonly Block[], context: MarkupContext) => ReadonlyMap<Block, Section>;

/**
 * Values the renderer fills in; `now` decides which season sections show. With `contents` (an
 * outline), the level-2 headings get ids and, when there are two or more, a list of links to them
 * follows the first heading.
 */
export type MarkupContext = { year: number; branchName?: string; cityName?: string; now: Date; labels?: MarkupLabels; contents?: Outline };

/** The renderer's own words, in the page's language (the text bundles' `markup.*`); English without them. */
export type MarkupLabels = Readonly<{ footnotes: string; backToReference: (n: number) => string; youtube: string; contents: string }>;

/** The renderer's words where a page passes none (tools, tests). */
export const englishLabels: MarkupLabels = {
  footnotes: "Footnotes",
  backToReference: (n) => `Back to reference ${n}`,
  youtube: "YouTube video",
  contents: "On this page",
};
