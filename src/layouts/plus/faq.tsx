import { PlusReviews } from "../../features/plus-offers/plus-reviews";
import { LayoutPart, type LayoutProps } from "../parts/layout-props";
import { PlusFrame } from "./frame";
import { OffersLink } from "./offers-link";

/**
 * The plus FAQ page's layout: the plus layout with a link to the offers (`links.plusOffers`, the plus
 * start page, which lists them) where that lists them, so the page carries none of the list's code.
 */
export default function PlusFaqLayout({ page, children }: LayoutProps) {
  const offersPage = page.market.links.plusOffers;
  return (
    <PlusFrame page={page} after={<PlusReviews />}>
      <LayoutPart.Provider value={offersPage ? <OffersLink href={offersPage} /> : null}>{children}</LayoutPart.Provider>
    </PlusFrame>
  );
}
