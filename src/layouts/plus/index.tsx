import { PlusOffers } from "../../features/plus-offers";
import type { LayoutProps } from "../parts/layout-props";
import { PlusFrame } from "./frame";

/** The plus (subscription) layout: the plus frame with the page's content, then the site's offers list. */
export default function PlusLayout({ page, children }: LayoutProps) {
  return (
    <PlusFrame page={page}>
      {children}
      <PlusOffers />
    </PlusFrame>
  );
}
