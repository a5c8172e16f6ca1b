import type { Block, Inline } from "./ast";

/** The inline lists a block holds directly (none for sections, whose blocks are walked instead). */
export function inlineLists(block: Block): Inline[][] {
  switch (block.kind) {
    case "heading":
    case "paragraph":
    case "footnote":
      return [block.children];
    case "list":
      return block.items.map((item) => item.children);
    default:
      return [];
  }
}

/** Calls `visit` for every inline node of a list, depth-first in source order. */
export function forEachNode(nodes: readonly Inline[], visit: (node: Inline) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.kind === "strong" || node.kind === "em" || node.kind === "link") forEachNode(node.children, visit);
  }
}

/** Calls `visit` for every inline node of the document with the block it sits in, in source order. */
export function forEachInline(blocks: readonly Block[], visit: (node: Inline, block: Block) => void): void {
  for (const block of blocks) {
    if (block.kind === "season") forEachInline(block.children, visit);
    for (const list of inlineLists(block)) forEachNode(list, (node) => visit(node, block));
  }
}

/** Tells whether inline content shows anything besides whitespace. */
export function hasText(nodes: readonly Inline[]): boolean {
  return nodes.some((node) => {
    if (node.kind === "text") return node.value.trim() !== "";
    if (node.kind === "strong" || node.kind === "em" || node.kind === "link") return hasText(node.children);
    return true;
  });
}
