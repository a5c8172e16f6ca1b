import { join } from "node:path";
import { markets } from "../../markets/index";
import { cachedCheckProject } from "../content/build/check-cache";
import { formatProblem } from "../content/problems";
import { buildTime } from "../content/publishing";
import { PageMessages, type CompiledMessages, type MessageSource } from "../i18n/build/page-messages";
import { siteIndex } from "../seo/build/site-index";
import { seasonStartOf } from "../markup/seasons";
import { buildTarget, type BuildEnv } from "../build/build-target";
import type { StoredPageContext } from "../page-context/page-context";
import { errorPageContext, isErrorPage, type PageEntry } from "./error-pages";
import { loadMarkets, sourceAlternates, writeSourcePages } from "./market-sources";
import { blockMarketOf, pageImages } from "./page-images";
import { failure, failureOf, type PagesFailure } from "./pages-failure";
import { sitePageSources as sources } from "./site-page-sources";
import { storedContext } from "./stored-context";
import { pageComponent } from "./templates";

export type { PagesFailure } from "./pages-failure";

/** A page as Gatsby's createPage takes it. */
export type NewPage = { path: string; component: string; context: Record<string, unknown>; matchPath?: string };

/** A page of the run before its error-page parts: where it goes and what it shows. */
type SiteEntry = PageEntry & { path: string; component: string };

/** The pages of a run, or why there are none. */
export type MadePages = { pages: NewPage[] } | { failure: PagesFailure };

/**
 * The pages of the markets this run builds, after the same validation content:check runs; any
 * problem makes none, with the same `path:line:col: message` lines. The pages built from the web API
 * come from the features' sources (src/gatsby/site-page-sources.ts), whose problems stop the run too.
 * `withMessages` puts each page's messages into its context, as `gatsby develop` needs (a build adds
 * them afterwards, see below). `env` says which markets and which moment (buildTarget, timeOf): the
 * process's own environment, or build:all's refresh's.
 */
export async function makeSitePages({ withMessages, env = process.env }: { withMessages: boolean; env?: BuildEnv }): Promise<MadePages> {
  const root = process.cwd();
  const target = buildTarget(env);
  if ("error" in target) return failureOf(target.error);
  const at = timeOf(env);
  if (at instanceof Error) return failureOf(at.message);
  // Pages outside their publishing window at `at` are not among `pages`, nor in the index's sitemaps and hreflang sets.
  const { problems, pages, bundles } = cachedCheckProject(root, markets, target.markets, at);
  if (problems.length > 0) return failure(`content:check found ${problems.length} problem(s)`, problems.map(formatProblem));
  // The build's season, not its clock: page data that depends only on its inputs (docs/page-loading.md).
  const seasonStart = seasonStartOf(at);
  // A build keeps messages out of the stored context, which carries only their digest (src/i18n/build/page-messages.ts).
  const messages = new PageMessages(bundles);
  const index = siteIndex(root, at);
  const loaded = await loadMarkets(target.markets, sources, (market) => ({
    market,
    pages: pages.get(market.id) ?? [],
    textOf: (key) => bundles.messages.get(market.textLocale)?.get(key)?.value,
    publicDir: join(root, "public"),
    prefix: target.pathPrefixOf(market),
  }));
  const [stopped] = loaded.failures;
  if (stopped) return { failure: stopped };
  writeSourcePages(root, sources, loaded);
  const links = {
    pages: new Map([...index.pages].map(([market, list]) => [market, loaded.markets.get(market)?.pages ?? list])),
    alternates: new Map([...index.alternates, ...sourceAlternates(sources, loaded)]),
  };
  const images = pageImages(root);
  const entries: SiteEntry[] = [];
  for (const [market, { pages: marketPages, contextOf }] of loaded.markets) {
    const prefix = target.pathPrefixOf(market);
    const blockMarket = blockMarketOf(market, marketPages.map(contextOf));
    for (const page of marketPages) {
      const built = await images(page, blockMarket);
      if ("failure" in built) return built;
      const context = storedContext(market, page, { seasonStart, messages, links, sources: contextOf(page), images: built });
      const path = page.urlPath === "/" ? prefix || "/" : `${prefix}${page.urlPath}`;
      entries.push({
        market,
        contentPath: page.content.path,
        context,
        path,
        component: pageComponent(page.content.template, page.content.layout),
      });
    }
  }
  return { pages: newPages(entries, target.perHost, (stored) => (withMessages ? withPageMessages(stored, messages) : stored)) };
}

/** The run's build time (BUILD_TIME or now), or why BUILD_TIME is no date-time. */
function timeOf(env: NodeJS.ProcessEnv): Date | Error {
  try {
    return buildTime(env);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Gatsby's pages of the entries, each with its context as `finish` makes it. Gatsby derives /404.html
 * and /500.html only at the site root; host trees and languages under a prefix need their own, which
 * the server answers for missing paths (dev/site-server.ts).
 */
function newPages(
  entries: readonly SiteEntry[],
  perHost: boolean,
  finish: (stored: StoredPageContext) => Record<string, unknown>,
): NewPage[] {
  return entries.flatMap((entry) => {
    const { path, component } = entry;
    const page = { path, component, context: finish(errorPageContext(entry, entries)) };
    const atPrefix = isErrorPage(entry.contentPath) && (perHost || entry.market.pathPrefix !== "");
    return atPrefix ? [page, { ...page, path: `${path}.html` }] : [page];
  });
}

/**
 * A stored context with its messages, and those of the other languages' pages an error page carries:
 * the page context `gatsby develop` serves, since no step after it adds them.
 */
export function withPageMessages<Context extends MessageSource & { alternates?: readonly MessageSource[] }>(
  context: Context,
  messages: PageMessages,
): Context & { messages: CompiledMessages } {
  const { alternates } = context;
  return {
    ...context,
    messages: messages.of(context),
    ...(alternates ? { alternates: alternates.map((alternate) => ({ ...alternate, messages: messages.of(alternate) })) } : {}),
  };
}
