import { useFlags } from "../../shell/feature-flags";
import { OfferBanners } from "./offer-banners";
import { OffersScreen } from "./offers-screen";
import { Reviews } from "./reviews";

/** The plus page's own screens: offer banners, the offers list and the customer reviews, each part under its feature flag. */
export function PlusOffers() {
  const flags = useFlags();
  return (
    <>
      {flags.offerBanners && <OfferBanners newDesign={flags.newBanners} />}
      <OffersScreen />
      {flags.reviews && <Reviews />}
    </>
  );
}
