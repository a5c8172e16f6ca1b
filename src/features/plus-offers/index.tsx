import { lazy, Suspense } from "react";
import { useFirstInteraction } from "../../hooks/first-interaction";
import { useHydrated } from "../../hooks/use-hydrated";
import { useNear } from "../../hooks/use-near";
import { useFlags, useFlagsNeeded } from "../../services/feature-flags";
import { BannersPlaceholder, OffersPlaceholder, ReviewsPlaceholder } from "./placeholders";

// Each screen's code is a chunk asked for after hydration: the static HTML holds their placeholders
// (same boxes), and the page's first-load JS carries neither screens nor API schemas. The banners and
// the list come near together and share one chunk (one copy of the API client and the subscription
// schemas); the reviews, a screen further down, keep theirs.
const OffersScreen = lazy(() => import(/* webpackChunkName: "plus-offers" */ "./offers-screen"));
const OfferBanners = lazy(() => import(/* webpackChunkName: "plus-offers" */ "./offer-banners").then((m) => ({ default: m.OfferBanners })));
const Reviews = lazy(() => import("./reviews").then((m) => ({ default: m.Reviews })));

// Below the first screen, each part waits until the visitor comes this near (a share of the screen's
// height below it): a visit that never scrolls there never renders the cards, so the page's first
// seconds keep the main thread free. The list starts once in view or at the visitor's first
// interaction (a scroll, a key, the pointer), ahead of their reaching it; the reviews a screen ahead.
const LIST_AHEAD = "0px";
const REVIEWS_AHEAD = "100%";

/** The plus page's offer banners and offers list, each part under its feature flag, once the list is near. */
export function PlusOffers() {
  const flags = useFlags();
  // No Suspense boundary exists until hydration is over, so hydration never meets one that is waiting.
  const hydrated = useHydrated();
  const [list, near] = useNear<HTMLElement>(LIST_AHEAD);
  const interacted = useFirstInteraction();
  const shown = hydrated && (near || interacted);
  useFlagsNeeded(shown);
  const banners = <BannersPlaceholder newDesign={flags.newBanners} />;
  return (
    <>
      {flags.offerBanners &&
        (shown ? (
          <Suspense fallback={banners}>
            <OfferBanners newDesign={flags.newBanners} />
          </Suspense>
        ) : (
          banners
        ))}
      {shown ? (
        <Suspense fallback={<OffersPlaceholder />}>
          <OffersScreen />
        </Suspense>
      ) : (
        <OffersPlaceholder watch={list} busy={!hydrated} />
      )}
    </>
  );
}

/** The customer reviews under their feature flag; the layout puts them after the FAQ section. */
export function PlusReviews() {
  const reviews = useFlags().reviews;
  const hydrated = useHydrated();
  const [box, near] = useNear<HTMLElement>(REVIEWS_AHEAD, reviews);
  useFlagsNeeded(near);
  if (!reviews) return null;
  return hydrated && near ? (
    <Suspense fallback={<ReviewsPlaceholder />}>
      <Reviews />
    </Suspense>
  ) : (
    <ReviewsPlaceholder watch={box} busy={!hydrated} />
  );
}
