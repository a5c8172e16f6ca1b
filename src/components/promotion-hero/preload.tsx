import { media } from "../../theme/media";
import { marketingMediaUrl } from "./media-url";
import type { AirportPromotion } from "./promotion-hero";

// Lower case: React 18 passes them through as written (it knows no `fetchPriority`).
const first: Record<string, string> = { fetchpriority: "high" };

/**
 * Preloads of the promotion hero's photo for the page's head, one per screen size: a CSS background,
 * which the browser would otherwise find only once the styles apply to the hero, and the page's
 * largest paint stands behind it. Named by `imagesrcset`, not `href`: the offline plugin fetches every
 * head preload with an `href` again to cache it, whatever its `media`, which made a phone download
 * the desktop photo too (and a desktop the phone's).
 */
export function PromotionHeroPreload({ promotion, domain }: { promotion: AirportPromotion | undefined; domain: string }) {
  if (!promotion) return null;
  const desktop = media.sizeQuery("sm");
  return (
    <>
      <link
        rel="preload"
        as="image"
        imageSrcSet={marketingMediaUrl(domain, promotion.hero_image_desktop.filename_disk)}
        media={desktop}
        {...first}
      />
      <link
        rel="preload"
        as="image"
        imageSrcSet={marketingMediaUrl(domain, promotion.hero_image_mobile.filename_disk)}
        media={`not all and ${desktop}`}
        {...first}
      />
    </>
  );
}
