import { findNodeAtLocation } from "jsonc-parser";
import { validateMarkup } from "../markup";
import { positionAt, type JsonSource } from "./json-source";
import type { Problem } from "./problems";

/** Fields whose text is editorial markup, as paths in the file (the finder's city pages have a body of their own). */
const markupFields: readonly (readonly string[])[] = [["body"], ["city_page", "body"]];

/**
 * Markup problems of a content file's editorial fields, each at its exact place in the JSON file:
 * the markup's line and column are mapped through the string's escapes (`\n`, `\"`, `\u…`).
 */
export function checkMarkupFields(source: JsonSource, value: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const path of markupFields) {
    const markup = path.reduce<unknown>(
      (at, key) => (at !== null && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined),
      value,
    );
    const node = findNodeAtLocation(source.tree, [...path]);
    const field = path.join(".");
    if (typeof markup !== "string" || !node) continue;
    const rawOffsets = decodedToRaw(source.text.slice(node.offset + 1, node.offset + node.length - 1));
    const lineStarts = [0, ...[...markup.matchAll(/\n/g)].map((m) => (m.index ?? 0) + 1)];
    for (const p of validateMarkup(markup)) {
      const decoded = (lineStarts[p.line - 1] ?? 0) + p.column - 1;
      const raw = rawOffsets[Math.min(decoded, rawOffsets.length - 1)] ?? 0;
      const at = positionAt(source, node.offset + 1 + raw);
      problems.push({ file: source.file, ...at, message: `${field} (markup line ${p.line}, column ${p.column}): ${p.message}` });
    }
  }
  return problems;
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
