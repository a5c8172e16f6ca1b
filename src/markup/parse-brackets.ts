import type { Inline, Position, ShortcodeName } from "./ast";
import { scanFootnoteLabel } from "./footnote-label";
import type { Locator } from "./locate";

// Caps keep every look-ahead bounded, so hostile input cannot make parsing quadratic.
const MAX_LABEL = 1000;
const MAX_URL = 2048;
const MAX_TITLE = 300;
const SHORTCODES: readonly ShortcodeName[] = ["Year", "BranchName", "CityName"];
const YOUTUBE = /^YouTube[ \t]+([A-Za-z0-9_-]{11})$/;

/** Parses the inline content between two offsets (used for link text). */
export type InlineParser = (src: string, start: number, end: number, loc: Locator) => Inline[];

/** A node read from a `[`, and the offset just after it. */
export type BracketScan = { node: Inline; next: number };

/** Reads a footnote reference, link or shortcode at `[`; null when the bracket is plain text. */
export function scanBracket(src: string, i: number, end: number, loc: Locator, inline: InlineParser): BracketScan | null {
  const ref = scanFootnoteLabel(src, i, end);
  if (ref) return { node: { kind: "footnote-ref", label: ref.label, at: loc(i) }, next: ref.close + 1 };
  const close = findClose(src, i, end);
  if (close === -1) return null;
  if (src[close + 1] === "(") {
    const target = scanTarget(src, close + 2, end);
    if (!target) return { node: { kind: "broken-link", raw: src.slice(i, close + 2), at: loc(i) }, next: close + 2 };
    const newWindow = target.url.startsWith("_");
    const node: Inline = {
      kind: "link",
      url: newWindow ? target.url.slice(1) : target.url,
      newWindow,
      title: target.title,
      children: inline(src, i + 1, close, loc),
      at: loc(i),
    };
    return { node, next: target.next };
  }
  return { node: shortcode(src.slice(i + 1, close), loc(i)), next: close + 1 };
}

// Stops at another `[` so that runs of brackets are each scanned only up to the next one.
function findClose(src: string, i: number, end: number): number {
  let j = i + 1;
  while (j < end && j - i <= MAX_LABEL) {
    const c = src[j];
    if (c === "]") return j;
    if (c === "[" || c === "\n" || c === "\r") return -1;
    j += c === "\\" ? 2 : 1;
  }
  return -1;
}

type Target = { url: string; title: string | null; next: number };

// Reads `url "title")` after `(`; URLs cannot hold spaces, quotes, brackets or angle brackets.
function scanTarget(src: string, start: number, end: number): Target | null {
  let j = start;
  while (j < end && j - start < MAX_URL && isUrlChar(src.charCodeAt(j))) j++;
  if (j === start || (j === start + 1 && src[start] === "_")) return null;
  const url = src.slice(start, j);
  let k = skipBlanks(src, j, end);
  let title: string | null = null;
  if (src[k] === '"' && k > j) {
    const open = k;
    k++;
    while (k < end && k - open <= MAX_TITLE && src[k] !== '"' && src[k] !== "\n" && src[k] !== "\r") k++;
    if (src[k] !== '"') return null;
    title = src.slice(open + 1, k);
    k = skipBlanks(src, k + 1, end);
  }
  return src[k] === ")" && k < end ? { url, title, next: k + 1 } : null;
}

function isUrlChar(c: number): boolean {
  // space and controls, " ( ) < > [ ]
  return c > 0x20 && c !== 0x22 && c !== 0x28 && c !== 0x29 && c !== 0x3c && c !== 0x3e && c !== 0x5b && c !== 0x5d;
}

function skipBlanks(src: string, j: number, end: number): number {
  while (j < end && (src[j] === " " || src[j] === "\t")) j++;
  return j;
}

function shortcode(inner: string, at: Position): Inline {
  const name = SHORTCODES.find((candidate) => candidate === inner);
  if (name) return { kind: "shortcode", name, at };
  const video = YOUTUBE.exec(inner);
  if (video?.[1]) return { kind: "youtube", id: video[1], at };
  return { kind: "unknown-shortcode", raw: `[${inner}]`, at };
}
