import type { BuiltBlock } from "../../../page-context/blocks";
import { BILLBOARD_DESKTOP_QUERY } from "../../billboard/boxes";
import { HERO } from "../boxes";

// Lower case: React 18 passes them through as written (it knows no `fetchPriority`).
const first: Record<string, string> = { fetchpriority: "high" };

/**
 * Preloads of the page's hero picture for its head: the hero is the start page's largest paint, and
 * the preload scanner would otherwise find it only when it reaches the picture. One link per screen
 * size with exactly the picture's AVIF files and sizes (a browser without AVIF ignores them and takes
 * the picture's WebP), so no byte is fetched twice.
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
    </>
  );
}
