import type { BuiltBlock } from "../../../page-context/blocks";
import { BILLBOARD_DESKTOP_QUERY } from "../../billboard/boxes";
import { blockId } from "../block-id";
import { HERO } from "./boxes";
import { heroEndId } from ".";

// Lower case: React 18 passes them through as written (it knows no `fetchPriority`).
const first: Record<string, string> = { fetchpriority: "high" };

/**
 * Preloads of the page's hero picture for its head: the hero is the start page's largest paint, and
 * the preload scanner would otherwise find it only when it reaches the picture. One link per screen
 * size with exactly the picture's AVIF files and sizes (a browser without AVIF ignores them and takes
 * the picture's WebP), so no byte is fetched twice. And the hold of the page's first frame until the
 * parser has read the whole hero (`rel=expect`, as the consent banner's): from 960 px up its text stands
 * on a card anchored to the picture's foot, so a frame painted with the card read in part showed a short
 * card that grew upwards as the rest arrived, a layout shift.
 */
export function HeroPreload({ blocks }: { blocks: readonly BuiltBlock[] | undefined }) {
  const hero = blocks?.[0];
  if (hero?.type !== "hero") return null;
  const { desktop, mobile } = hero.image;
  return (
    <>
      <link
        rel="preload"
        as="image"
        type="image/avif"
        media={BILLBOARD_DESKTOP_QUERY}
        imageSrcSet={desktop.avif}
        imageSizes={HERO.desktop.sizes}
        {...first}
      />
      <link
        rel="preload"
        as="image"
        type="image/avif"
        media={`not all and ${BILLBOARD_DESKTOP_QUERY}`}
        imageSrcSet={mobile.avif}
        imageSizes={HERO.mobile.sizes}
        {...first}
      />
      <link rel="expect" href={`#${heroEndId(blockId(0))}`} blocking="render" />
    </>
  );
}
