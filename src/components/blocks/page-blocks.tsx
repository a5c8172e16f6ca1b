import type { ComponentType, ReactNode } from "react";
import type { BuiltBlock } from "../../page-context/blocks";
import { useSitePage } from "../../page-context/site-page";
import { blockId } from "./block-id";
import { Hero } from "./hero";

/**
 * How a template renders what its content holds besides an opening hero: each block, the editorial
 * body, the page's questions and its price. block-views.tsx has them in the template's chunk; layouts/ibe/later-parts.tsx
 * loads them when near.
 */
export type ContentParts = {
  Block: ComponentType<{ block: BuiltBlock; id: string }>;
  Body: ComponentType;
  Questions: ComponentType;
  Price: ComponentType;
};

/** The blocks from `first` on, each as its component, numbered by their place in the page's blocks; an opening hero always at once. */
const shown = ({ Block }: ContentParts, blocks: readonly BuiltBlock[], first: number): ReactNode[] =>
  blocks.map((block, i) =>
    block.type === "hero" && first + i === 0 ? (
      <Hero key={0} block={block} id={blockId(0)} />
    ) : (
      <Block key={first + i} block={block} id={blockId(first + i)} />
    ),
  );

/** Where the page's `template-part` block stands (after the last block without one): blocks before it open the page, those after it close it. */
function partAt(blocks: readonly BuiltBlock[]): number {
  const at = blocks.findIndex((b) => b.type === "template-part");
  return at < 0 ? blocks.length : at;
}

/**
 * The page's content blocks in order (docs/blocks.md) up to its `template-part` block, or its body
 * alone on a page without blocks. The body goes where its block stands; without a body block it
 * comes first, after a hero, as on a page without blocks. A hero holds the page's h1, so a page with
 * a hero and no body shows no title heading of its own (PageBody's fallback).
 */
export function PageBlocks({ parts }: { parts: ContentParts }) {
  const { blocks, body } = useSitePage();
  const { Body } = parts;
  if (!blocks) return <Body />;
  const opening = blocks.slice(0, partAt(blocks));
  const hasHero = opening[0]?.type === "hero";
  const placed = blocks.some((b) => b.type === "body") || (hasHero && !body);
  const shownParts = shown(parts, opening, 0);
  if (!placed) shownParts.splice(hasHero ? 1 : 0, 0, <Body key="body" />);
  return <>{shownParts}</>;
}

/** The blocks after the page's `template-part` block. */
export function ClosingBlocks({ parts }: { parts: ContentParts }) {
  const { blocks = [] } = useSitePage();
  const at = partAt(blocks) + 1;
  return <>{shown(parts, blocks.slice(at), at)}</>;
}
