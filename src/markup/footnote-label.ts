const MAX_LABEL = 12;

/** A footnote label found at `[^`; `close` is the offset of its `]`. */
export type LabelScan = { label: string; close: number };

/**
 * Reads `[^label]` starting at `start` (which must hold `[`); null when there is none.
 * Labels are short and stop at brackets and spaces, which keeps every scan bounded.
 */
export function scanFootnoteLabel(src: string, start: number, end: number): LabelScan | null {
  if (src[start] !== "[" || src[start + 1] !== "^") return null;
  let j = start + 2;
  while (j < end && j - start - 2 <= MAX_LABEL) {
    const c = src[j];
    if (c === "]") return { label: src.slice(start + 2, j), close: j };
    if (c === "[" || c === " " || c === "\t" || c === "\n" || c === "\r") return null;
    j++;
  }
  return null;
}

/** The footnote number a label stands for, or null unless it is 1–99 written without leading zeros. */
export function footnoteNumber(label: string): number | null {
  return /^[1-9][0-9]?$/.test(label) ? Number(label) : null;
}
