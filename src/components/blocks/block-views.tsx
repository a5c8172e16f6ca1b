import type { ReactNode } from "react";
import type { BuiltBlock, BuiltBlockOf } from "../../page-context/blocks";
import { FaqList } from "../faq-list";
import { PageBody } from "../page-body";
import { PriceFrom } from "../price-from";
import type { ContentParts } from "./page-blocks";
import { AppBanner } from "./app-banner";
import { BodyBlock } from "./body";

export { BodyBlock } from "./body";
export { FaqList } from "../faq-list";
export { PriceFrom } from "../price-from";
import { CityLinks } from "./city-links";
import { Faq } from "./faq";
import { Hero } from "./hero";
import { ImageText } from "./image-text";
import { ProductLines } from "./product-lines";
import { Reasons } from "./reasons";

type BlockType = BuiltBlock["type"];
/** What each block's component gets: the block, and `id`, which names its heading (the label of its section). */
export type BlockProps<T extends BlockType> = { block: BuiltBlockOf<T>; id: string };

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

/** One block as its component. */
export function BlockView<T extends BlockType>({ block, id }: BlockProps<T>) {
  const View: (props: BlockProps<T>) => ReactNode = views[block.type];
  return <View block={block} id={id} />;
}

/** The content parts in the template's own chunk: for templates whose first screen they are in. */
export const contentParts: ContentParts = { Block: BlockView, Body: PageBody, Questions: FaqList, Price: PriceFrom };
