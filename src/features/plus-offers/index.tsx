import { lazy, Suspense } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { useFlags } from "../../services/feature-flags";
import { BannersPlaceholder, OffersPlaceholder, ReviewsPlaceholder } from "./placeholders";

// Each screen's code is a chunk of its own, asked for after hydration: the static HTML holds their
// placeholders (same boxes), and the page's first-load JS carries neither screens nor API schemas.
const OffersScreen = lazy(() => import("./offers-screen"));
const Reviews = lazy(() => import("./reviews").then((m) => ({ default: m.Reviews })));
const OfferBanners = lazy(() => import("./offer-banners").then((m) => ({ default: m.OfferBanners })));

/** The plus page's offer banners and offers list, each part under its feature flag. */
export function PlusOffers() {
  const flags = useFlags();
  // No Suspense boundary exists until hydration is over, so hydration never meets one that is waiting.
  const hydrated = useHydrated();
  const banners = <BannersPlaceholder newDesign={flags.newBanners} />;
  return (
    <>
      {flags.offerBanners &&
        (hydrated ? (
          <Suspense fallback={banners}>
            <OfferBanners newDesign={flags.newBanners} />
          </Suspense>
        ) : (
          banners
        ))}
      {hydrated ? (
        <Suspense fallback={<OffersPlaceholder />}>
          <OffersScreen />
        </Suspense>
      ) : (
        <OffersPlaceholder />
      )}
    </>
  );
}

/** The customer reviews under their feature flag; the layout puts them after the FAQ section. */
export function PlusReviews() {
  const reviews = useFlags().reviews;
  const hydrated = useHydrated();
  if (!reviews) return null;
  return hydrated ? (
    <Suspense fallback={<ReviewsPlaceholder />}>
      <Reviews />
    </Suspense>
  ) : (
    <ReviewsPlaceholder />
  );
}
