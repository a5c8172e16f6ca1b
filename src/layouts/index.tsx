import { createElement, type ComponentType } from "react";
import type { LayoutName } from "../content/schema";
import { useSitePage } from "../page-context/site-page";
import DefaultLayout from "./default";
import EmptyLayout from "./empty";
import FunnelLayout from "./funnel";
import IbeLayout from "./ibe";
import NavigationLayout from "./navigation";
import NavigationWithoutLayout from "./navigation-without-layout";
import type { LayoutProps } from "./parts/layout-props";
import PlusLayout from "./plus";
import PromotionLayout from "./promotion";
import RideLayout from "./ride";
import StandaloneLayout from "./standalone";
import ZenLayout from "./zen";

const byName: Record<LayoutName, ComponentType<LayoutProps>> = {
  ibe: IbeLayout,
  ride: RideLayout,
  funnel: FunnelLayout,
  zen: ZenLayout,
  standalone: StandaloneLayout,
  navigation: NavigationLayout,
  navigationWithoutLayout: NavigationWithoutLayout,
  default: DefaultLayout,
  empty: EmptyLayout,
  plus: PlusLayout,
  promotion: PromotionLayout,
};

// The schema's list would bring zod into the browser bundle; the table's own keys are the same list.
const isLayoutName = (name: string): name is LayoutName => Object.prototype.hasOwnProperty.call(byName, name);

/** The layout component for a layout name; an unknown name (old content, a typo at run time) gets the empty layout. */
export const layoutFor = (name: string): ComponentType<LayoutProps> => (isLayoutName(name) ? byName[name] : EmptyLayout);

/** The layout switch: renders the page's content inside the layout its context names. */
export function PageLayout({ children }: { children: LayoutProps["children"] }) {
  const page = useSitePage();
  return createElement(layoutFor(page.layout), { page, children });
}
