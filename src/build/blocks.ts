import { join } from "node:path";
import type { Market, ProductLine } from "../../markets/schema";
import { HERO, IMAGE_TEXT, TEASER } from "../components/blocks/boxes";
import type { BlockContent } from "../content/blocks-schema";
import { parseMarkup } from "../markup/parse-blocks";
import type { BuiltBlock, StoreLink } from "../page-context/blocks";
import type { BuiltImage } from "../page-context/built-image";
import { iconPaths } from "../theme/icons";
import type { IconName } from "../theme/icon-names";
import type { ImageRequest } from "./images";

/** Builds one image of content/_media/ (`file` is its name there) at a box. */
export type BuildMedia = (request: ImageRequest) => Promise<BuiltImage>;

/** What a page's blocks take from its market beyond the content: its product lines, store links and branch-finder cities. */
export type BlockMarket = {
  market: Pick<Market, "productLines" | "links">;
  /** The market's branch-finder cities (name and page), none where it has no finder. */
  cities: readonly { name: string; path: string }[];
};

/** The icon a product-line teaser shows without a picture. */
const lineIcon: Record<ProductLine, IconName> = {
  "rent-car": "car",
  "rent-truck": "truck",
  ride: "ride",
  share: "share",
  plus: "plus",
  "long-term-rental": "car",
  "plus-unlimited": "plus",
};

/** The market's app stores, in the order the banner lists them. */
export function storeLinks(links: Market["links"]): StoreLink[] {
  return [
    { store: "ios" as const, href: links.appStore },
    { store: "android" as const, href: links.playStore },
  ].flatMap(({ store, href }) => (href === undefined ? [] : [{ store, href }]));
}

/**
 * A page's blocks as its page shows them (docs/blocks.md): each image built at its box, each icon's
 * path copied in (so only the icons a page shows travel), the image-text bodies parsed; teasers of
 * lines the market lacks left out, and a block with nothing to show left out whole: product lines
 * without a teaser, an app banner without stores, city links without cities.
 */
export async function buildBlocks(
  blocks: readonly BlockContent[],
  { market, cities }: BlockMarket,
  media: BuildMedia,
): Promise<BuiltBlock[]> {
  const built = await Promise.all(blocks.map((block) => buildBlock(block, market, cities, media)));
  return built.flatMap((block) => (block === undefined ? [] : [block]));
}

async function buildBlock(
  block: BlockContent,
  market: BlockMarket["market"],
  cities: BlockMarket["cities"],
  media: BuildMedia,
): Promise<BuiltBlock | undefined> {
  switch (block.type) {
    case "hero": {
      const { desktop, mobile, alt } = block.image;
      const [wide, tall] = await Promise.all([media({ file: desktop, ...HERO.desktop }), media({ file: mobile, ...HERO.mobile })]);
      return { ...block, image: { desktop: wide, mobile: tall, alt } };
    }
    case "product-lines": {
      const offered = block.items.filter((item) => market.productLines.includes(item.line));
      if (offered.length === 0) return undefined;
      const items = await Promise.all(
        offered.map(async ({ image, ...item }) => ({
          ...item,
          icon: iconPaths[lineIcon[item.line]],
          ...(image === undefined ? {} : { image: await media({ file: image, ...TEASER }) }),
        })),
      );
      return { ...block, items };
    }
    case "reasons":
      return { ...block, items: block.items.map((item) => ({ ...item, icon: iconPaths[item.icon] })) };
    case "app-banner": {
      const stores = storeLinks(market.links);
      return stores.length === 0 ? undefined : { ...block, stores, icon: iconPaths.app };
    }
    case "city-links":
      return cities.length === 0 ? undefined : { ...block, cities: cities.map(({ name, path }) => ({ name, path })) };
    case "image-text":
      return { ...block, image: await media({ file: block.image, ...IMAGE_TEXT }), body: parseMarkup(block.body) };
    case "faq":
    case "body":
    case "template-part":
      return block;
  }
}

/** A BuildMedia over content/_media/ into a tree, building each image once per run however many pages show it. */
export function mediaBuilder(build: (request: ImageRequest) => Promise<BuiltImage>, mediaDir: string): BuildMedia {
  const made = new Map<string, Promise<BuiltImage>>();
  return (request) => {
    const full = { ...request, file: join(mediaDir, request.file) };
    const key = JSON.stringify([full.file, full.width, full.height, full.widths]);
    const image = made.get(key) ?? build(full);
    made.set(key, image);
    return image;
  };
}
