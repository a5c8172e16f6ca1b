import type { Market } from "../../markets/schema";
import type { ContentPage, PageAddress } from "../content/load";
import type { MadePagesKind } from "../content/made-pages";
import type { Alternate } from "../seo/alternates";
import type { StoredPageContext } from "./page-context";

/** What a source is given for one market: its content pages and where its pages go. */
export type SourceInput = {
  market: Market;
  /** The market's content pages, checked. */
  pages: readonly ContentPage[];
  /** A text of the market's bundle, if it has one. */
  textOf: (key: string) => string | undefined;
  /** The build's output folder, for the files a source writes beside its pages. */
  publicDir: string;
  /** The market's path prefix in this run (its language prefix, and the host tree's in build:all). */
  prefix: string;
};

/** The parts of a page's context that come from the web API. */
export type SourceContext = Pick<StoredPageContext, "help" | "branches" | "fleet" | "plusReviews">;

/** A market as a source read it: problems hold the market back; otherwise its pages and their data. */
export type LoadedSource = {
  problems: readonly string[];
  /** The pages it makes beyond the content pages (none if it only adds data to them). */
  pages: readonly ContentPage[];
  /** Its data for one of the market's pages (content or made), `{}` for a page it has none for. */
  contextOf: (page: ContentPage) => SourceContext;
};

/**
 * A feature that builds pages from the web API (help centres, branch finder, fleet, plus reviews): createPages
 * loads each market through every source in turn (src/gatsby/market-sources.ts).
 */
export type SitePageSource = {
  /** How its problems name it: "the <name> of market de has 2 problem(s)". */
  name: string;
  load: (input: SourceInput) => Promise<LoadedSource>;
  /** Under which kind the pages it makes are listed for onPostBuild's sitemaps and hreflang sets. */
  madeKind?: MadePagesKind;
  /** The hreflang sets of the pages it made in every market of the run, keyed like the content pages' sets. */
  alternates?: (made: ReadonlyMap<Market, readonly PageAddress[]>) => Map<string, Alternate[]>;
};
