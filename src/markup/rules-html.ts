import type { Locator } from "./locate";
import type { MarkupProblem } from "./types";

const NAME_CHAR = /[A-Za-z0-9-]/;
const LETTER = /[A-Za-z]/;
const MAX_SNIPPET = 32;

/** Finds everything that looks like an HTML tag, comment or entity; `a < b` with a space is fine. */
export function htmlProblems(source: string, loc: Locator): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "<") {
      const snippet = tagSnippet(source, i);
      if (snippet) problems.push({ ...loc(i), rule: "html", message: tagMessage(snippet) });
    } else if (c === "&") {
      const entity = entitySnippet(source, i);
      if (entity) {
        const message = `HTML entities are not allowed in text ("${entity}"): type the character itself.`;
        problems.push({ ...loc(i), rule: "html", message });
      }
    }
  }
  return problems;
}

function tagSnippet(src: string, i: number): string | null {
  if (src.startsWith("<!--", i)) return "<!--";
  const next = src[i + 1] ?? "";
  const nameStart = next === "/" || next === "!" || next === "?" ? i + 2 : i + 1;
  if (!LETTER.test(src[nameStart] ?? "")) return null;
  return src.slice(i, run(src, nameStart, NAME_CHAR));
}

function tagMessage(snippet: string): string {
  if (snippet === "<!--") return `HTML is not allowed in text ("<!--"): remove the comment.`;
  const advice = /^<\/?a$/i.test(snippet) ? "write links as [text](https://…)" : "use **bold** or *italic*";
  return `HTML is not allowed in text ("${snippet}"): ${advice} instead.`;
}

// Named (&amp;), decimal (&#38;) and hexadecimal (&#x26;) references; `R&D` or `&` alone are text.
function entitySnippet(src: string, i: number): string | null {
  let j: number;
  if (src[i + 1] === "#") {
    const hex = src[i + 2] === "x" || src[i + 2] === "X";
    const digitsStart = hex ? i + 3 : i + 2;
    j = run(src, digitsStart, hex ? /[0-9A-Fa-f]/ : /[0-9]/);
    if (j === digitsStart) return null;
  } else {
    if (!LETTER.test(src[i + 1] ?? "")) return null;
    j = run(src, i + 1, /[A-Za-z0-9]/);
  }
  return src[j] === ";" ? src.slice(i, j + 1) : null;
}

// Bounded so a long run of letters is never re-read from every `<` or `&` in it.
function run(src: string, start: number, chars: RegExp): number {
  let j = start;
  while (j < src.length && j - start < MAX_SNIPPET && chars.test(src[j] ?? "")) j++;
  return j;
}
