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

/**
 * Values the renderer fills in; `now` decides which season sections show. With `contents`, the level-2
 * headings get ids and, when there are two or more, a list of links to them follows the first heading.
 */
export type MarkupContext = { year: number; branchName?: string; cityName?: string; now: Date; labels?: MarkupLabels; contents?: boolean };

/** The renderer's own words, in the page's language (the text bundles' `markup.*`); English without them. */
export type MarkupLabels = Readonly<{ footnotes: string; backToReference: (n: number) => string; youtube: string; contents: string }>;

/** The renderer's words where a page passes none (tools, tests). */
export const englishLabels: MarkupLabels = { footnotes: "Footnotes", backToReference: (n) => `Back to reference ${n}`, youtube: "YouTube video", contents: "On this page" };
