import { lazy, Suspense } from "react";
import { useFirstInteraction } from "../../hooks/first-interaction";
import { useHydrated } from "../../hooks/use-hydrated";
import { useNear } from "../../hooks/use-near";
import { useFlags, useFlagsNeeded } from "../../services/feature-flags";
import { BannersPlaceholder, OffersPlaceholder } from "./placeholders";

// Each screen's code is a chunk asked for after hydration: the static HTML holds their placeholders
// (same boxes), and the page's first-load JS carries neither screens nor API schemas. The banners and
// the list come near together and share one chunk (one copy of the API client and the subscription
// schemas). The reviews' first page is in the HTML (read at build time); only 'Show more' loads a chunk.
const OffersScreen = lazy(() => import(/* webpackChunkName: "plus-offers" */ "./offers-screen"));
const OfferBanners = lazy(() => import(/* webpackChunkName: "plus-offers" */ "./offer-banners").then((m) => ({ default: m.OfferBanners })));

// Below the first screen, each part waits until the visitor comes this near (a share of the screen's
// height below it): a visit that never scrolls there never renders the cards, so the page's first
// seconds keep the main thread free. The list starts once in view or at the visitor's first
// interaction (a scroll, a key, the pointer), ahead of their reaching it.
const LIST_AHEAD = "0px";

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

// The plus FAQ page imports the reviews from their own module, which carries none of the list's code.
export { PlusReviews } from "./plus-reviews";
