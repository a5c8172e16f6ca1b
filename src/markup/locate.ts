import type { Position } from "./ast";

/** Maps a source offset to its 1-based line and column. */
export type Locator = (offset: number) => Position;

/** A line of the source as offsets; `end` excludes the line break. */
export type LineSpan = { start: number; end: number };

/** Splits the source into lines, accepting \n, \r\n and \r as line breaks like editors do. */
export function splitLines(source: string): LineSpan[] {
  const lines: LineSpan[] = [];
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c !== 10 && c !== 13) continue;
    lines.push({ start, end: i });
    if (c === 13 && source.charCodeAt(i + 1) === 10) i++;
    start = i + 1;
  }
  lines.push({ start, end: source.length });
  return lines;
}

/** Builds a locator for the source; each lookup is a binary search over line starts. */
export function makeLocator(source: string): Locator {
  const starts = splitLines(source).map((line) => line.start);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  };
}
