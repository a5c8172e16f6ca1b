import { createContext, type ReactNode } from "react";
import type { SitePageContext } from "../../page-context/page-context";

/** What the layout switch hands every layout: the page's context and the template's content. */
export type LayoutProps = { page: SitePageContext; children: ReactNode };

/**
 * A layout's own part of the main region (the plus offers, the ride home app, the funnel), which
 * the layout provides around the page's content and the content places: after the template's part
 * and before the blocks after the page's `template-part` block (docs/blocks.md).
 */
export const LayoutPart = createContext<ReactNode>(null);

/** The burger menu's entries of the page (empty without a navigation block). */
export const navEntries = (page: SitePageContext) => page.navigation[0]?.nav_list ?? [];

/** The home link of the page's language: `/`, or the language prefix (`/es`). */
export const homeOf = (page: SitePageContext): string => page.market.pathPrefix || "/";
