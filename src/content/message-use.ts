import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import type { Problem } from "./problems";
import type { Bundles } from "./text-bundles";

/**
 * Where a message key can be named: the site's code and the markets' config (TypeScript), and the
 * content's JSON. The local stand-ins under dev/ are apps of their own, with their own words.
 */
const CODE_DIRS = ["src", "markets"];
const CONTENT_DIR = "content";

/** A key a template literal builds: `` `offers.fuel.${fuel}` `` names `offers.fuel.<one segment>`. */
type KeyPattern = RegExp;

/** What the project names: exact strings, and the patterns of keys built from a written-out prefix. */
export type NamedKeys = { literals: Set<string>; patterns: KeyPattern[] };

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A template literal's keys, one key segment per interpolation. Only a template that writes out its
 * first segment (`offers.`) counts: one that starts with an interpolation could name any key, and
 * would hide every unused one.
 */
function templatePattern(node: ts.TemplateExpression): KeyPattern | undefined {
  if (!/^[a-zA-Z]\w*\./.test(node.head.text)) return undefined;
  const tail = node.templateSpans.map((span) => `[^.]+${escape(span.literal.text)}`).join("");
  return new RegExp(`^${escape(node.head.text)}${tail}$`);
}

/** The strings and key templates of one TypeScript source. */
function namedInCode(file: string, text: string, into: NamedKeys): void {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) into.literals.add(node.text);
    else if (ts.isTemplateExpression(node)) {
      const pattern = templatePattern(node);
      if (pattern) into.patterns.push(pattern);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Every string value of a content file (a message key in content is a whole string). */
function namedInContent(text: string, into: NamedKeys): void {
  const walk = (value: unknown): void => {
    if (typeof value === "string") into.literals.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(walk);
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // content:check reports a file that is not JSON by its own rule.
  }
}

function filesUnder(root: string, dir: string, wanted: (name: string) => boolean): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter(wanted)
    .map((name) => join(full, name));
}

/** What the project's code and content name. */
export function namedKeys(root: string): NamedKeys {
  const named: NamedKeys = { literals: new Set(), patterns: [] };
  const isCode = (name: string) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts");
  for (const file of CODE_DIRS.flatMap((dir) => filesUnder(root, dir, isCode))) namedInCode(file, readFileSync(file, "utf8"), named);
  for (const file of filesUnder(root, CONTENT_DIR, (name) => name.endsWith(".json"))) namedInContent(readFileSync(file, "utf8"), named);
  return named;
}

/**
 * Every en-US key that no code or content names: a text translated 27 times and shown nowhere (or
 * meant to be shown and forgotten). One problem per key, at its en-US definition; the other
 * locales must lose it too (their keys must equal en-US's, text-bundles.ts).
 */
export function unusedMessages(root: string, bundles: Bundles, named: NamedKeys = namedKeys(root)): Problem[] {
  const problems: Problem[] = [];
  for (const [key, message] of bundles.messages.get("en-US") ?? []) {
    if (named.literals.has(key) || named.patterns.some((pattern) => pattern.test(key))) continue;
    problems.push({
      file: message.file,
      line: message.line,
      column: message.column,
      message: `message "${key}" is used by no code or content: show it where the visitor needs it, or delete it from every bundle`,
    });
  }
  return problems;
}
