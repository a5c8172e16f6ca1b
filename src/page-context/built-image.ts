/** What a `<picture>` needs to show one image built at build time (src/build/images.ts). */
export type BuiltImage = {
  /** The box's size in CSS pixels: the width and height attributes, so the page keeps its place. */
  width: number;
  height: number;
  /** srcset lists, narrowest first. */
  avif: string;
  webp: string;
  /** The WebP nearest the box's width: the src of a browser that reads no srcset. */
  src: string;
};

/** A page's billboard as built: an image per screen size and their text alternative. */
export type BillboardImage = { desktop: BuiltImage; mobile: BuiltImage; alt: string };
