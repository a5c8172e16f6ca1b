import type { Market } from "../../markets/schema";

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";

/**
 * A page's blocks as one market shows them, before its tokens are filled: a product-line teaser is
 * left out where the market does not offer the line (as `requires` leaves a link out, so its
 * `{slugs.truck}` is never filled where there is no truck slug), and a teaser block left without
 * teasers goes with them.
 */
export function blocksOfMarket(blocks: unknown, market: Pick<Market, "productLines">): unknown {
  if (!Array.isArray(blocks)) return blocks;
  const offered = (item: unknown): boolean => !isObject(item) || market.productLines.some((line) => line === item.line);
  return blocks.flatMap((block: unknown) => {
    if (!isObject(block) || block.type !== "product-lines" || !Array.isArray(block.items)) return [block];
    const items = block.items.filter(offered);
    return items.length === 0 ? [] : [{ ...block, items }];
  });
}
