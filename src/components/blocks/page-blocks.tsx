import type { ReactNode } from "react";
import type { BuiltBlock, BuiltBlockOf } from "../../page-context/blocks";
import { useSitePage } from "../../page-context/site-page";
import { PageBody } from "../page-body";
import { AppBanner } from "./app-banner";
import { BodyBlock } from "./body";
import { CityLinks } from "./city-links";
import { Faq } from "./faq";
import { Hero } from "./hero";
import { ImageText } from "./image-text";
import { ProductLines } from "./product-lines";
import { blockId } from "./block-id";
import { Reasons } from "./reasons";

type BlockType = BuiltBlock["type"];
/** What each block's component gets: the block, and `id`, which names its heading (the label of its section). */
type BlockProps<T extends BlockType> = { block: BuiltBlockOf<T>; id: string };

/** Each block type's component; a `template-part` block shows nothing of its own. */
const views: { [T in BlockType]: (props: BlockProps<T>) => ReactNode } = {
  hero: Hero,
  "product-lines": ProductLines,
  reasons: Reasons,
  "app-banner": AppBanner,
  faq: Faq,
  "city-links": CityLinks,
  "image-text": ImageText,
  body: BodyBlock,
  "template-part": () => null,
};

function BlockView<T extends BlockType>({ block, id }: BlockProps<T>) {
  const View: (props: BlockProps<T>) => ReactNode = views[block.type];
  return <View block={block} id={id} />;
}

/** The blocks from `first` on, each as its component, numbered by their place in the page's blocks. */
const shown = (blocks: readonly BuiltBlock[], first: number): ReactNode[] =>
  blocks.map((block, i) => <BlockView key={first + i} block={block} id={blockId(first + i)} />);

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
export function PageBlocks() {
  const { blocks, body } = useSitePage();
  if (!blocks) return <PageBody />;
  const opening = blocks.slice(0, partAt(blocks));
  const hasHero = opening[0]?.type === "hero";
  const placed = blocks.some((b) => b.type === "body") || (hasHero && !body);
  const parts = shown(opening, 0);
  if (!placed) parts.splice(hasHero ? 1 : 0, 0, <PageBody key="body" />);
  return <>{parts}</>;
}

/** The blocks after the page's `template-part` block. */
export function ClosingBlocks() {
  const { blocks = [] } = useSitePage();
  const at = partAt(blocks) + 1;
  return <>{shown(blocks.slice(at), at)}</>;
}
