import { Fragment, type ReactNode } from "react";
import type { BuiltBlock } from "../../page/blocks";
import { useSitePage } from "../../page/site-page";
import { PageBody } from "../page-body";
import { AppBanner } from "./app-banner";
import { BodyBlock } from "./body";
import { CityLinks } from "./city-links";
import { Faq } from "./faq";
import { Hero } from "./hero";
import { ImageText } from "./image-text";
import { ProductLines } from "./product-lines";
import { Reasons } from "./reasons";

/** One block as its component; `id` names its heading, which labels its section. */
function renderBlock(block: BuiltBlock, id: string, builtAt: string): ReactNode {
  switch (block.type) {
    case "hero":
      return <Hero block={block} id={id} />;
    case "product-lines":
      return <ProductLines block={block} id={id} />;
    case "reasons":
      return <Reasons block={block} id={id} />;
    case "app-banner":
      return <AppBanner block={block} id={id} />;
    case "faq":
      return <Faq block={block} id={id} />;
    case "city-links":
      return <CityLinks block={block} id={id} />;
    case "image-text":
      return <ImageText block={block} id={id} builtAt={builtAt} />;
    case "body":
      return <BodyBlock />;
  }
}

/**
 * The page's content blocks in order (docs/blocks.md), or its body alone on a page without blocks.
 * The body goes where its block stands; without a body block it comes first, after a hero, as on a
 * page without blocks. A hero holds the page's h1, so a page with a hero and no body shows no
 * title heading of its own (PageBody's fallback).
 */
export function PageBlocks() {
  const { blocks, body, builtAt } = useSitePage();
  if (!blocks) return <PageBody />;
  const hasHero = blocks[0]?.type === "hero";
  const placed = blocks.some((b) => b.type === "body") || (hasHero && !body);
  const parts = blocks.map((block, i) => <Fragment key={i}>{renderBlock(block, `block-${i}`, builtAt)}</Fragment>);
  if (!placed) parts.splice(hasHero ? 1 : 0, 0, <PageBody key="body" />);
  return <>{parts}</>;
}
