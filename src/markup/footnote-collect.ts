import type { Block, Position } from "./ast";
import { footnoteNumber } from "./footnote-label";
import { forEachNode, inlineLists } from "./walk";

/** The block whose footnotes a reference or definition belongs to; null for none. */
export type Owner = Block | null;
/** A `[^n]` in text. */
export type FootnoteRef = { label: string; at: Position; owner: Owner };
/** A `[^n]: text` line. */
export type FootnoteDef = { block: Block & { kind: "footnote" }; owner: Owner };

/**
 * Collects references and definitions in source order. A definition belongs to the nearest
 * block above it that is not a definition, so the definitions after a paragraph form its group;
 * a `:::` line ends the group, and definitions with nothing above them belong to no block.
 */
export function collectFootnotes(blocks: readonly Block[]): { refs: FootnoteRef[]; defs: FootnoteDef[] } {
  const refs: FootnoteRef[] = [];
  const defs: FootnoteDef[] = [];
  let owner: Owner = null;
  const visit = (list: readonly Block[]): void => {
    for (const block of list) {
      if (block.kind === "season") {
        owner = null;
        visit(block.children);
        owner = null;
        continue;
      }
      if (block.kind === "footnote") defs.push({ block, owner });
      else owner = block.kind === "stray-fence" ? null : block;
      const refOwner = owner;
      for (const inline of inlineLists(block)) {
        forEachNode(inline, (node) => {
          if (node.kind === "footnote-ref") refs.push({ label: node.label, at: node.at, owner: refOwner });
        });
      }
    }
  };
  visit(blocks);
  return { refs, defs };
}

/** Messages for a footnote or reference label outside 1–99; null when the label is fine. */
export function rangeMessage(what: "Footnote" | "Reference", label: string): string | null {
  if (footnoteNumber(label) !== null) return null;
  const name = `${what} [^${label}]`;
  if (!/^[0-9]+$/.test(label)) return `${name} is not a number: number footnotes from 1 to 99.`;
  if (/^0[0-9]/.test(label)) return `${name} has a leading zero: write [^${Number(label)}].`;
  return `${name} is out of range: number footnotes from 1 to 99.`;
}
