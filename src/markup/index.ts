/** Public API of the editorial markup language: parse, validate, render. */
export type { MarkupContext, MarkupProblem, MarkupRule, Outline, Section } from "./types";
export type { Block, Inline, MarkupDocument, Position } from "./ast";
export { parseMarkup } from "./parse-blocks";
export { validateMarkup } from "./validate";
export { Markup } from "./markup";
export { MarkupView } from "./render";
export { safeHref } from "./links";
export { SEASONS, seasonOf, seasonStartOf, type Season } from "./seasons";
