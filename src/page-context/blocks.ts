import type { ProductLine } from "../../markets/schema";
import type { BlockContent } from "../content/blocks-schema";
import type { MarkupDocument } from "../markup/ast";
import type { BillboardImage, BuiltImage } from "./built-image";

/** One icon as a page carries it: the path data of src/theme/icons.ts, copied by the build (no icon table in the browser). */
export type IconPath = string;

type Of<T extends BlockContent["type"]> = Extract<BlockContent, { type: T }>;

/** A product-line teaser as built: its picture (4:3) or, without one, its line's icon. */
export type BuiltTeaser = Omit<Of<"product-lines">["items"][number], "image"> & { line: ProductLine; image?: BuiltImage; icon: IconPath };

/** A store the app banner links to, from the market's links. */
export type StoreLink = { store: "ios" | "android"; href: string };

/**
 * A page's content block as the build hands it to the page (docs/blocks.md): tokens filled, images
 * built, icons resolved to their paths, the market's teasers, stores and cities filled in, markup parsed.
 */
export type BuiltBlock =
  | (Omit<Of<"hero">, "image"> & { image: BillboardImage })
  | (Omit<Of<"product-lines">, "items"> & { items: BuiltTeaser[] })
  | (Omit<Of<"reasons">, "items"> & { items: (Omit<Of<"reasons">["items"][number], "icon"> & { icon: IconPath })[] })
  | (Of<"app-banner"> & { stores: StoreLink[]; icon: IconPath })
  | Of<"faq">
  | (Of<"city-links"> & { cities: { name: string; path: string }[] })
  | (Omit<Of<"image-text">, "image" | "body"> & { image: BuiltImage; body: MarkupDocument })
  | Of<"body">
  | Of<"template-part">;

/** One kind of built block. */
export type BuiltBlockOf<T extends BuiltBlock["type"]> = Extract<BuiltBlock, { type: T }>;
