import type { BuiltBlock, BuiltBlockOf } from "../../../page-context/blocks";

/** The questions of a page's FAQ blocks, for the page's one FAQPage (with its `faq` field's, page-content.tsx); apart from the block's view, so the page's head does not bring it. */
export const faqBlockItems = (blocks: readonly BuiltBlock[] = []): BuiltBlockOf<"faq">["items"] =>
  blocks.flatMap((block) => (block.type === "faq" ? block.items : []));
