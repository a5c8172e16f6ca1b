import { findNodeAtLocation } from "jsonc-parser";
import { parseMarkup, validateMarkup, type MarkupProblem, type Position } from "../markup";
import { allBlocks } from "../markup/rules-blocks";
import { forEachInline } from "../markup/walk";
import { positionAt, type JsonSource } from "./json-source";
import { jsonPath, type Problem } from "./problems";

/** A markup field of a file: where it is, and whether it is a block's body (under the block's own heading). */
type MarkupField = { path: readonly (string | number)[]; inBlock: boolean };

/** Fields whose text is editorial markup, as paths in the file: the body, the finder's city pages' body, image-text blocks' bodies. */
function markupFields(value: Record<string, unknown>): MarkupField[] {
  const blocks = Array.isArray(value.blocks) ? value.blocks : [];
  const inBlocks = blocks.flatMap((block: unknown, i) =>
    block !== null && typeof block === "object" && "type" in block && block.type === "image-text"
      ? [{ path: ["blocks", i, "body"], inBlock: true }]
      : [],
  );
  return [{ path: ["body"], inBlock: false }, { path: ["city_page", "body"], inBlock: false }, ...inBlocks];
}

/**
 * Markup problems of a content file's editorial fields, each at its exact place in the JSON file:
 * the markup's line and column are mapped through the string's escapes (`\n`, `\"`, `\u…`).
 */
export function checkMarkupFields(source: JsonSource, value: Record<string, unknown>): Problem[] {
  return markupFields(value).flatMap(({ path, inBlock }) => {
    const markup = path.reduce<unknown>(
      (at, key) => (at !== null && typeof at === "object" ? (at as Record<string | number, unknown>)[key] : undefined),
      value,
    );
    if (typeof markup !== "string") return [];
    const problems = inBlock ? blockBodyProblems(markup) : validateMarkup(markup);
    return problems.flatMap((p) => markupProblemAt(source, path, p) ?? []);
  });
}

/**
 * A block's body sits under the block's heading (an h2): it need not start with a heading, and its
 * own headings start at `###`, so the page's outline stays in order. Footnotes and videos belong in
 * the page's body (a block renders its text without the page's own words for them).
 */
function blockBodyProblems(markup: string): MarkupProblem[] {
  const { blocks } = parseMarkup(markup);
  const found: MarkupProblem[] = [];
  for (const block of allBlocks(blocks)) {
    if (block.kind === "heading" && block.level <= 2)
      found.push({ ...block.at, rule: "heading-level", message: "The block's title is its heading: use ### or deeper in its body." });
    if (block.kind === "footnote") found.push({ ...block.at, rule: "footnote-placement", message: noFootnotes });
  }
  forEachInline(blocks, (node) => {
    if (node.kind === "footnote-ref") found.push({ ...node.at, rule: "footnote-placement", message: noFootnotes });
    if (node.kind === "youtube")
      found.push({ ...node.at, rule: "unknown-shortcode", message: "A block's body shows no video: put it in the page's body." });
  });
  const own = validateMarkup(markup).filter(
    (p) => p.rule !== "start-heading" && !found.some((f) => f.line === p.line && f.column === p.column),
  );
  return [...own, ...found].sort((a, b) => a.line - b.line || a.column - b.column);
}

const noFootnotes = "A block's body has no footnotes: write the note into the text, or put it in the page's body.";

/** Level-1 headings of a markup text: where a page with a hero (its h1) may have none. */
export function firstLevelHeadings(markup: string): Position[] {
  return allBlocks(parseMarkup(markup).blocks).flatMap((block) => (block.kind === "heading" && block.level === 1 ? [block.at] : []));
}

/** A markup problem at its place in the JSON file: the string field at `path`, the problem's line and column inside it. */
export function markupProblemAt(
  source: JsonSource,
  path: readonly (string | number)[],
  p: Position & { message: string },
): Problem | undefined {
  const node = findNodeAtLocation(source.tree, [...path]);
  if (!node || typeof node.value !== "string") return undefined;
  const markup = node.value;
  const rawOffsets = decodedToRaw(source.text.slice(node.offset + 1, node.offset + node.length - 1));
  const lineStarts = [0, ...[...markup.matchAll(/\n/g)].map((m) => (m.index ?? 0) + 1)];
  const decoded = (lineStarts[p.line - 1] ?? 0) + p.column - 1;
  const raw = rawOffsets[Math.min(decoded, rawOffsets.length - 1)] ?? 0;
  const at = positionAt(source, node.offset + 1 + raw);
  return { file: source.file, ...at, message: `${jsonPath(path)} (markup line ${p.line}, column ${p.column}): ${p.message}` };
}

/** Markup problems of a plain markup file (`.md`), at their own lines and columns. */
export function checkMarkupFile(file: string, text: string): Problem[] {
  return validateMarkup(text).map((p) => ({ file, line: p.line, column: p.column, message: p.message }));
}

/** For each character of a decoded JSON string, its offset in the raw (escaped) string. */
function decodedToRaw(raw: string): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < raw.length;) {
    offsets.push(i);
    if (raw[i] !== "\\") i += 1;
    else i += raw[i + 1] === "u" ? 6 : 2;
  }
  offsets.push(raw.length);
  return offsets;
}
