import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Market } from "../../markets/schema";
import type { PageContent } from "../content/schema";
import type { MarkupDocument } from "../markup/ast";
import type { FleetPageData } from "./fleet-page-data";
import type { HelpPageData } from "./help-page-data";
import type { PlusReviewsData } from "./plus-reviews-data";
import type { BranchPageData } from "./branch-page-data";
import type { BillboardImage } from "./built-image";
import type { BuiltBlock } from "./blocks";

/**
 * What every page receives: its validated content, its market's config and the messages of its locale
 * only. Market config travels here, not in the bundle, so all markets share one webpack output.
 */
export type SitePageContext = StoredPageContext & {
  /** The locale's messages, parsed at build time (the browser bundle has no ICU parser); plain strings in tests. */
  messages: Record<string, string> | Record<string, MessageFormatElement[]>;
};

/**
 * The page context as createPages stores it in Gatsby's state: everything but the messages, which the
 * HTML render and the page data get afterwards (src/i18n/build/page-messages.ts).
 */
export type StoredPageContext = WithoutPathAndBody<PageContent> & {
  /** The editorial text, parsed at build time (the browser bundle has no markup parser). */
  body?: MarkupDocument;
  /** The page's path on its host, language prefix included (`path` is reserved by Gatsby). */
  pagePath: string;
  market: Market;
  /**
   * The first day of the season the page was built in (`2026-10-01`): the page's "now" for season
   * sections and [Year]. Not the build's clock: the same content gives the same page data all season,
   * so Gatsby renders again only pages whose inputs changed; CI rebuilds at each season boundary.
   */
  seasonStart: string;
  /** A digest of the page's messages: an edited message changes the stored context, so Gatsby renders the page again. */
  messagesHash: string;
  /** Canonical URL, hreflang alternates (with x-default) and whether search engines may index the page. */
  seo: { canonical: string; alternates: { hreflang: string; href: string }[]; indexable: boolean };
  /** The language switcher's entries (empty on single-language hosts). */
  languages: { value: string; translationKey: string; href: string; hrefLang: string; current: boolean }[];
  /** Help-centre pages: the centre, breadcrumbs and the screen's data, built from the web API. */
  help?: HelpPageData;
  /** The branch finder and its city pages: cities and branches, built from the web API. */
  branches?: BranchPageData;
  /** Fleet pages (truck, fleet): the vehicle classes, built from the web API. */
  fleet?: FleetPageData;
  /** Plus pages with reviews: the first page of customer reviews, built from the web API. */
  plusReviews?: PlusReviewsData;
  /** A page with `isBillboard`: its billboard's images as built (src/build/images.ts). */
  billboardImage?: BillboardImage;
  /** A page with `price_from`: its amount in the market's currency format, formatted at build time. */
  priceFromText?: string;
  /** The page's content blocks as built (src/build/blocks.ts, docs/blocks.md). */
  blocks?: readonly BuiltBlock[];
};

/** Omit that keeps the union keyed by layout; body and blocks travel as built. */
type WithoutPathAndBody<T> = T extends unknown ? Omit<T, "path" | "body" | "blocks"> : never;

/** Narrows Gatsby's untyped page context at the one place it enters React. */
export function isSitePageContext(value: unknown): value is SitePageContext {
  if (value === null || typeof value !== "object") return false;
  return "market" in value && "messages" in value && "layout" in value && "template" in value;
}
