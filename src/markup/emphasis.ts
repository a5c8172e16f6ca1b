import type { Inline } from "./ast";

type DelimChar = "*" | "_";
type Delim = { kind: "delim"; char: DelimChar; size: number };
type Item = Inline | Delim;

// Open delimiters allowed at once; bounds nesting so walking and rendering never recurse deeply.
const MAX_OPEN = 12;

/**
 * Builds strong/em nodes from `*` and `_` runs with a delimiter stack, in one left-to-right pass.
 * Every stack entry a closer looks at is popped, so the total work stays linear in the input.
 */
export class EmphasisBuilder {
  private readonly out: Item[] = [];
  private readonly stack: number[] = [];
  private readonly open: Record<DelimChar, number> = { "*": 0, _: 0 };

  /** Appends a finished node (text, link, shortcode…). */
  node(item: Inline): void {
    this.out.push(item);
  }

  /** Appends a delimiter run with what the surrounding characters allow it to do. */
  run(char: DelimChar, size: number, canOpen: boolean, canClose: boolean): void {
    let remaining = size > 3 ? 0 : size;
    if (size > 3) this.out.push({ kind: "text", value: char.repeat(size) });
    while (canClose && remaining > 0 && this.open[char] > 0) {
      const index = this.popTo(char);
      const opener = this.out[index];
      if (opener?.kind !== "delim") break;
      const use = Math.min(opener.size, remaining);
      const children = normalize(this.out.splice(index + 1));
      opener.size -= use;
      remaining -= use;
      if (opener.size === 0) {
        this.out.pop();
        this.stack.pop();
        this.open[char]--;
      }
      this.out.push(wrap(use, children));
    }
    if (remaining === 0) return;
    if (canOpen && this.stack.length < MAX_OPEN) {
      this.stack.push(this.out.length);
      this.open[char]++;
    }
    this.out.push({ kind: "delim", char, size: remaining });
  }

  /** The finished inline list; unmatched delimiters become text. */
  finish(): Inline[] {
    return normalize(this.out);
  }

  // Drops openers of the other character above the nearest opener of `char`; they stay as text.
  private popTo(char: DelimChar): number {
    for (;;) {
      const index = this.stack[this.stack.length - 1] ?? -1;
      const top = this.out[index];
      if (top?.kind !== "delim" || top.char === char) return index;
      this.stack.pop();
      this.open[top.char]--;
    }
  }
}

function wrap(use: number, children: Inline[]): Inline {
  if (use === 1) return { kind: "em", children };
  if (use === 2) return { kind: "strong", children };
  return { kind: "strong", children: [{ kind: "em", children }] };
}

/** Turns leftover delimiters into text and merges neighbouring text nodes. */
function normalize(items: Item[]): Inline[] {
  const result: Inline[] = [];
  for (const item of items) {
    const node: Inline = item.kind === "delim" ? { kind: "text", value: item.char.repeat(item.size) } : item;
    const last = result[result.length - 1];
    if (node.kind === "text" && last?.kind === "text") last.value += node.value;
    else if (node.kind === "text") {
      // A copy, so merging never changes a node that is still referenced elsewhere.
      if (node.value !== "") result.push({ kind: "text", value: node.value });
    } else result.push(node);
  }
  return result;
}
