import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import { jsonPath, type Problem } from "./problems";

/** A parsed JSON file that still knows where every value stands in its text. */
export type JsonSource = { file: string; text: string; value: unknown; tree: Node; lineStarts: number[] };

/** Parses strict JSON (no comments, no trailing commas, no duplicate keys); problems carry line and column. */
export function parseJsonSource(file: string, text: string): { source?: JsonSource; problems: Problem[] } {
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => (m.index ?? 0) + 1)];
  const at = (offset: number, message: string): Problem => ({ file, ...lineColumn(lineStarts, offset), message });
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0 || !tree) {
    const problems = errors.map((e) => at(e.offset, `malformed JSON: ${describeParseError(printParseErrorCode(e.error))}`));
    return { problems: problems.length ? problems : [at(0, "malformed JSON: the file is empty")] };
  }
  const problems = duplicateKeys(tree).map((key) => at(key.offset, `duplicate key ${JSON.stringify(key.value)}: keep one`));
  return { source: { file, text, value: getNodeValue(tree), tree, lineStarts }, problems };
}

/** Where a JSON path stands; a missing key points at the nearest object that should hold it. */
export function locate(source: JsonSource, path: readonly PropertyKey[]): { line: number; column: number } {
  for (let depth = path.length; depth >= 0; depth--) {
    const segments = path.slice(0, depth).map((k) => (typeof k === "number" ? k : String(k)));
    const node = depth === 0 ? source.tree : findNodeAtLocation(source.tree, segments);
    if (node) return lineColumn(source.lineStarts, node.offset);
  }
  return { line: 1, column: 1 };
}

/** Builds a problem at a JSON path, naming the path. */
export function problemAt(source: JsonSource, path: readonly PropertyKey[], message: string): Problem {
  const prefix = path.length ? `${jsonPath(path)}: ` : "";
  return { file: source.file, ...locate(source, path), message: `${prefix}${message}` };
}

/** Line and column of an offset in the file's text. */
export const positionAt = (source: JsonSource, offset: number): { line: number; column: number } => lineColumn(source.lineStarts, offset);

function lineColumn(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let line = 0;
  while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? Infinity) <= offset) line++;
  return { line: line + 1, column: offset - (lineStarts[line] ?? 0) + 1 };
}

function duplicateKeys(node: Node): Node[] {
  const found: Node[] = [];
  if (node.type === "object") {
    const seen = new Set<unknown>();
    for (const property of node.children ?? []) {
      const key = property.children?.[0];
      if (key && seen.has(key.value)) found.push(key);
      if (key) seen.add(key.value);
    }
  }
  for (const child of node.children ?? []) found.push(...duplicateKeys(child));
  return found;
}

const parseErrorText: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "invalid number",
  PropertyNameExpected: "expected a quoted property name",
  ValueExpected: "expected a value",
  ColonExpected: "expected ':' after the property name",
  CommaExpected: "expected ',' between entries",
  CloseBraceExpected: "expected '}' to close the object",
  CloseBracketExpected: "expected ']' to close the list",
  EndOfFileExpected: "unexpected text after the end of the JSON value",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: "unterminated string",
  UnexpectedEndOfNumber: "unterminated number",
  InvalidUnicode: "invalid \\u escape",
  InvalidEscapeCharacter: "invalid escape character",
  InvalidCharacter: "invalid character in string",
};

function describeParseError(code: string): string {
  return parseErrorText[code] ?? code;
}
