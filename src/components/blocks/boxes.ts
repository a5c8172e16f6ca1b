import { media } from "../../theme/media";

/*
 * The boxes block images are built at (src/build/blocks.ts) and the `sizes` their pictures give: the
 * content column is at most 1152 px wide (1200 less its padding), 1 rem from the edges on phones and
 * 1.5 rem from 650 px up.
 */

export { HERO } from "./hero/boxes";

/** A product-line teaser's picture, 4:3: one column on phones, two from 650 px, three or more from 960 px (gaps of 1.5 rem; sizes name the widest, three). */
export const TEASER = {
  width: 400,
  height: 300,
  widths: [400, 800, 1200],
  sizes: [
    `${media.screenQuery(1200)} 368px`,
    `${media.sizeQuery("md")} calc(33.3vw - 2rem)`,
    `${media.sizeQuery("sm")} calc(50vw - 2.25rem)`,
    "calc(100vw - 2rem)",
  ].join(", "),
} as const;

/** An image-text block's picture, 4:3: the column's width on phones, half of it beside the text from 780 px (a gap of 2 rem). */
export const IMAGE_TEXT = {
  width: 560,
  height: 420,
  widths: [400, 560, 800, 1120],
  sizes: [`${media.screenQuery(1200)} 560px`, `${media.sizeQuery("mi")} calc(50vw - 2.5rem)`, "calc(100vw - 2rem)"].join(", "),
} as const;
