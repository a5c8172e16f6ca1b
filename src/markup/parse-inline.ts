import type { Inline } from "./ast";
import { EmphasisBuilder } from "./emphasis";
import type { Locator } from "./locate";
import { scanBracket } from "./parse-brackets";

/** Characters a backslash turns into plain text. */
export const ESCAPABLE = new Set(["\\", "*", "_", "[", "]", "(", ")", "#", "-", ":", "^"]);

const WHITESPACE = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/** Parses the inline markup between two source offsets in a single pass. */
export function parseInline(src: string, start: number, end: number, loc: Locator): Inline[] {
  const builder = new EmphasisBuilder();
  let text = "";
  let plain = start;
  const flush = (upTo: number): void => {
    text += src.slice(plain, upTo);
    if (text !== "") builder.node({ kind: "text", value: text });
    text = "";
  };
  let i = start;
  while (i < end) {
    const c = src[i];
    if (c === "\\" && i + 1 < end && ESCAPABLE.has(src[i + 1] ?? "")) {
      text += src.slice(plain, i) + (src[i + 1] ?? "");
      i += 2;
      plain = i;
    } else if (c === "*" || c === "_") {
      let runEnd = i + 1;
      while (runEnd < end && src[runEnd] === c) runEnd++;
      flush(i);
      const flank = flanking(src, i, runEnd, start, end);
      const canOpen = c === "*" ? flank.left : flank.left && (!flank.right || flank.punctBefore);
      const canClose = c === "*" ? flank.right : flank.right && (!flank.left || flank.punctAfter);
      builder.run(c, runEnd - i, canOpen, canClose);
      i = plain = runEnd;
    } else if (c === "[") {
      const found = scanBracket(src, i, end, loc, parseInline);
      if (found) {
        flush(i);
        builder.node(found.node);
        i = plain = found.next;
      } else i++;
    } else i++;
  }
  flush(end);
  return builder.finish();
}

type Flanking = { left: boolean; right: boolean; punctBefore: boolean; punctAfter: boolean };

// CommonMark's flanking rules: whether a run can open or close emphasis depends on its neighbours.
function flanking(src: string, runStart: number, runEnd: number, start: number, end: number): Flanking {
  const before = runStart > start ? (src[runStart - 1] ?? " ") : " ";
  const after = runEnd < end ? (src[runEnd] ?? " ") : " ";
  const spaceBefore = WHITESPACE.test(before);
  const spaceAfter = WHITESPACE.test(after);
  const punctBefore = PUNCTUATION.test(before);
  const punctAfter = PUNCTUATION.test(after);
  return {
    left: !spaceAfter && (!punctAfter || spaceBefore || punctBefore),
    right: !spaceBefore && (!punctBefore || spaceAfter || punctAfter),
    punctBefore,
    punctAfter,
  };
}
