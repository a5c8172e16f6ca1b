import type { Block, Position } from "./ast";
import { collectFootnotes, rangeMessage, type FootnoteDef, type FootnoteRef } from "./footnote-collect";
import { footnoteNumber } from "./footnote-label";
import type { MarkupProblem } from "./types";
import { hasText } from "./walk";

/** Checks footnote numbering, text, references and placement. */
export function footnoteProblems(blocks: readonly Block[]): MarkupProblem[] {
  const { refs, defs } = collectFootnotes(blocks);
  const firstDefs = new Map<number, FootnoteDef>();
  const firstRefs = new Map<number, FootnoteRef>();
  const problems: MarkupProblem[] = [];
  const add = (at: Position, rule: MarkupProblem["rule"], message: string): void => {
    problems.push({ line: at.line, column: at.column, rule, message });
  };
  let previous = 0;
  for (const def of defs) {
    const { label, at, children } = def.block;
    const n = footnoteNumber(label);
    if (n === null) {
      add(at, "footnote-range", rangeMessage("Footnote", label) ?? "");
      continue;
    }
    const earlier = firstDefs.get(n);
    if (earlier)
      add(
        at,
        "footnote-order",
        `Footnote [^${n}] is defined twice (first at line ${earlier.block.at.line}): give each footnote its own number.`,
      );
    else if (n !== previous + 1) add(at, "footnote-order", orderMessage("Footnote", n, previous));
    if (!hasText(children)) add(at, "footnote-empty", `Footnote [^${n}] has no text: write the note after "[^${n}]:".`);
    if (!earlier) firstDefs.set(n, def);
    previous = n;
  }
  let highest = 0;
  for (const ref of refs) {
    const n = footnoteNumber(ref.label);
    if (n === null) {
      add(ref.at, "footnote-range", rangeMessage("Reference", ref.label) ?? "");
      continue;
    }
    if (!firstDefs.has(n)) {
      add(
        ref.at,
        "reference-missing",
        `Reference [^${n}] points to a missing footnote: add a line "[^${n}]: …" after its paragraph, or remove the reference.`,
      );
    }
    if (firstRefs.has(n)) continue;
    firstRefs.set(n, ref);
    if (n !== highest + 1) add(ref.at, "reference-order", orderMessage("Reference", n, highest));
    highest = Math.max(highest, n);
  }
  for (const [n, def] of firstDefs) {
    const ref = firstRefs.get(n);
    const at = def.block.at;
    if (!ref)
      add(
        at,
        "footnote-unreferenced",
        `Footnote [^${n}] is never referenced: add [^${n}] where it applies in the text, or remove the footnote.`,
      );
    else if (def.owner === null || def.owner !== ref.owner) add(at, "footnote-placement", placementMessage(n, ref));
  }
  return problems;
}

function orderMessage(what: "Footnote" | "Reference", n: number, previous: number): string {
  const advice = what === "Footnote" ? "number footnotes consecutively from 1" : "reference footnotes in number order";
  const where = previous === 0 ? `is the first ${what.toLowerCase()}` : `follows [^${previous}]`;
  return `${what} [^${n}] ${where}: ${advice} (expected [^${previous + 1}]).`;
}

function placementMessage(n: number, ref: FootnoteRef): string {
  const target = ref.owner ? `the ${describe(ref.owner)} at line ${ref.owner.at.line}` : "the text that references it";
  return `Footnote [^${n}] is not placed with its reference: put it directly after ${target}, together with that block's other footnotes.`;
}

function describe(block: Block): string {
  return block.kind === "list" ? "list" : block.kind === "heading" ? "heading" : "paragraph";
}
