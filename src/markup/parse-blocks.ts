import type { Block, ListItem, MarkupDocument, SeasonBlock, SeasonWord } from "./ast";
import { scanFootnoteLabel } from "./footnote-label";
import { makeLocator, splitLines, type Locator } from "./locate";
import { parseInline } from "./parse-inline";

type Paragraph = { start: number; end: number };

/** Parses a markup text into blocks; never throws, whatever the input. */
export function parseMarkup(source: string): MarkupDocument {
  const loc = makeLocator(source);
  const root: Block[] = [];
  let container = root;
  let section: SeasonBlock | null = null;
  let paragraph: Paragraph | null = null;
  let list: ListItem[] | null = null;
  const endParagraph = (): void => {
    if (paragraph) {
      const { start, end } = paragraph;
      container.push({ kind: "paragraph", children: parseInline(source, start, end, loc), at: loc(start) });
    }
    paragraph = null;
  };
  for (const line of splitLines(source)) {
    const s = skipBlanks(source, line.start, line.end);
    const end = trimEnd(source, s, line.end);
    if (s === end || !startsBlock(source, s, end)) {
      list = null;
      if (s === end) endParagraph();
      else if (paragraph) paragraph.end = end;
      else paragraph = { start: s, end };
      continue;
    }
    endParagraph();
    if (isListItem(source, s, end)) {
      const text = skipBlanks(source, s + 1, end);
      const item: ListItem = { at: loc(s), children: parseInline(source, text, end, loc) };
      if (list) list.push(item);
      else {
        list = [item];
        container.push({ kind: "list", items: list, at: loc(s) });
      }
      continue;
    }
    list = null;
    if (source[s] === "#") container.push(heading(source, s, end, loc));
    else if (source[s] === "[") container.push(footnote(source, s, end, loc));
    else if (source.slice(s + 3, end).trim() === "") {
      if (section) section.closed = true;
      else container.push({ kind: "stray-fence", reason: "close", raw: source.slice(s, end), at: loc(s), openedAt: null });
      section = null;
      container = root;
    } else if (section) {
      const raw = source.slice(s, end);
      container.push({ kind: "stray-fence", reason: "nested", raw, at: loc(s), openedAt: section.at });
    } else {
      section = openSection(source, s, end, loc);
      root.push(section);
      container = section.children;
    }
  }
  endParagraph();
  return { blocks: root };
}

// Headings, list items, footnote definitions and ::: fences start a block; anything else is paragraph text.
function startsBlock(src: string, s: number, end: number): boolean {
  if (src[s] === "#") {
    const after = s + countRun(src, s, end, "#");
    return after === end || isBlank(src[after]);
  }
  if (src[s] === "[") {
    const label = scanFootnoteLabel(src, s, end);
    return label !== null && label.close + 1 < end && src[label.close + 1] === ":";
  }
  return isListItem(src, s, end) || src.startsWith(":::", s);
}

function isListItem(src: string, s: number, end: number): boolean {
  return (src[s] === "-" || src[s] === "*") && s + 1 < end && isBlank(src[s + 1]);
}

function heading(src: string, s: number, end: number, loc: Locator): Block {
  const level = countRun(src, s, end, "#");
  return { kind: "heading", level, children: parseInline(src, skipBlanks(src, s + level, end), end, loc), at: loc(s) };
}

function footnote(src: string, s: number, end: number, loc: Locator): Block {
  const scan = scanFootnoteLabel(src, s, end);
  const close = scan?.close ?? s;
  const text = skipBlanks(src, close + 2, end);
  return { kind: "footnote", label: scan?.label ?? "", children: parseInline(src, text, end, loc), at: loc(s) };
}

function openSection(src: string, s: number, end: number, loc: Locator): SeasonBlock {
  const words: SeasonWord[] = [];
  let j = s + 3;
  while (j < end) {
    j = skipBlanks(src, j, end);
    const wordStart = j;
    while (j < end && !isBlank(src[j])) j++;
    if (j > wordStart) words.push({ name: src.slice(wordStart, j), at: loc(wordStart) });
  }
  const [keyword, ...names] = words;
  return { kind: "season", keyword: keyword?.name ?? "", names, children: [], closed: false, at: loc(s) };
}

function countRun(src: string, s: number, end: number, char: string): number {
  let j = s;
  while (j < end && src[j] === char) j++;
  return j - s;
}

function isBlank(c: string | undefined): boolean {
  return c === undefined || c === " " || c === "\t";
}

function skipBlanks(src: string, j: number, end: number): number {
  while (j < end && (src[j] === " " || src[j] === "\t")) j++;
  return j;
}

function trimEnd(src: string, start: number, end: number): number {
  while (end > start && (src[end - 1] === " " || src[end - 1] === "\t")) end--;
  return end;
}
