import { PlusOffers, PlusReviews } from "../../features/plus-offers";
import { LayoutPart, type LayoutProps } from "../parts/layout-props";
import { PlusFrame } from "./frame";

/** The plus (subscription) layout: the plus frame with the page's content, the offers list, and the reviews after the FAQ. */
export default function PlusLayout({ page, children }: LayoutProps) {
  return (
    <PlusFrame page={page} after={<PlusReviews />}>
      <LayoutPart.Provider value={<PlusOffers />}>{children}</LayoutPart.Provider>
    </PlusFrame>
  );
}
