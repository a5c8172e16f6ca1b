import { PlusOffers, PlusReviews } from "../../features/plus-offers";
import { LayoutPart, type LayoutProps } from "../parts/layout-props";
import { PlusFrame } from "./frame";
import { OffersLink } from "./offers-link";

/**
 * The plus (subscription) layout: the plus frame with the page's content, the offers list, and the
 * reviews after the FAQ. The plus start page lists the offers; the FAQ page links to them instead.
 */
export default function PlusLayout({ page, children }: LayoutProps) {
  const offersPage = page.market.links.plusOffers;
  const offers = page.template === "faq" && offersPage ? <OffersLink href={offersPage} /> : <PlusOffers />;
  return (
    <PlusFrame page={page} after={<PlusReviews />}>
      <LayoutPart.Provider value={offers}>{children}</LayoutPart.Provider>
    </PlusFrame>
  );
}
