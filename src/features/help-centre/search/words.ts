/**
 * One character folded for matching: lower case without accents or other combining marks, so `Ä`
 * matches `a` and Arabic `أ` matches `ا` (hamza and vowel marks are optional in writing, and a mark
 * left in would split a word in two).
 */
const foldChar = (char: string): string => char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Folds a whole text (the same as the API's search does). */
export const fold = (text: string): string => [...text].map(foldChar).join("");

/** The words of a query, folded; punctuation and spaces separate them. */
export const queryWords = (query: string): string[] =>
  fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern that finds any of the words at the start of a word of a folded text. */
export function wordStarts(words: readonly string[], flags = "gu"): RegExp | undefined {
  if (words.length === 0) return undefined;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})`,
    flags,
  );
}

/** A piece of a text: matched by the query or not. */
export type TextPart = Readonly<{ text: string; match: boolean }>;

/**
 * Splits plain text into the parts the query's words match (at the start of a word, ignoring case
 * and accents) and the rest, for highlighting with elements: no HTML is ever built from the text.
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const pattern = wordStarts(words);
  if (!pattern) return [{ text, match: false }];
  // Folding may change a character's length; `origin` maps each folded index back to the text.
  let folded = "";
  const origin: number[] = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
    const f = foldChar(char);
    for (let k = 0; k < f.length; k++) origin.push(i);
    folded += f;
    i += char.length;
  }
  origin.push(text.length);
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of folded.matchAll(pattern)) {
    const start = origin[m.index] ?? text.length;
    const end = origin[m.index + m[0].length] ?? text.length;
    if (start < last || end === start) continue;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
