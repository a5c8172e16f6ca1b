import { markets } from "../../markets/index";
import { checkProject } from "../content/check";
import { formatProblem } from "../content/problems";
import { PageMessages, type CompiledMessages, type MessageSource } from "../i18n/build/page-messages";
import { parseMarkup } from "../markup/parse-blocks";
import type { StoredPageContext } from "../page/page-context";
import { absoluteUrl, isIndexable, pageKey } from "../seo/alternates";
import { languageLinks } from "../seo/language-links";
import { siteIndex } from "../seo/build/site-index";
import { buildTarget } from "../build/build-target";
import { errorPageContext, isErrorPage, type PageEntry } from "./error-pages";
import { pageComponent } from "./templates";
import { join } from "node:path";
import { loadMarketFleet } from "../features/fleet/build/index";
import type { FleetPageData } from "../page/fleet-page-data";
import { loadMarketHelp, marketHelpPages } from "../features/help-centre/build/index";
import type { HelpPageData } from "../page/help-page-data";
import { cityAlternates, cityPagesOf, loadMarketBranches, marketBranchPages } from "../features/branch-finder/build/index";
import { writeMadePages } from "../content/made-pages";
import type { BranchPageData } from "../page/branch-page-data";
import type { Market } from "../../markets/schema";
import type { ContentPage } from "../content/load";
import type { BillboardContent } from "../content/schema";
import { MEDIA_DIR } from "../content/media-check";
import { buildBillboard, buildImage, IMAGE_CACHE } from "../build/images";
import type { BillboardImage } from "../page/built-image";
import { buildBlocks, mediaBuilder } from "../build/blocks";
import { marketFormats } from "../i18n/formats";
import type { BuiltBlock } from "../page/blocks";

/** A page as Gatsby's createPage takes it. */
export type NewPage = { path: string; component: string; context: Record<string, unknown>; matchPath?: string };

/** Why a run made no pages: the whole text for the build's error, and its problem lines one by one. */
export type PagesFailure = { message: string; lines: readonly string[] };

/** The pages of a run, or why there are none. */
export type MadePages = { pages: NewPage[] } | { failure: PagesFailure };

/** A failure whose message is a summary over its problem lines. */
const failure = (summary: string, lines: readonly string[]): { failure: PagesFailure } => ({
  failure: { message: `${summary}:\n${lines.join("\n")}`, lines },
});

/** A failure of one line. */
const failureOf = (line: string): { failure: PagesFailure } => ({ failure: { message: line, lines: [line] } });

/**
 * The pages of the markets this run builds, after the same validation content:check runs; any
 * problem makes none, with the same `path:line:col: message` lines. `withMessages` puts each page's
 * messages into its context, as `gatsby develop` needs (a build adds them afterwards, see below).
 */
export async function makeSitePages({ withMessages }: { withMessages: boolean }): Promise<MadePages> {
  const target = buildTarget(process.env);
  if ("error" in target) return failureOf(target.error);
  const { problems, pages, bundles } = checkProject(process.cwd(), markets, target.markets);
  if (problems.length > 0) return failure(`content:check found ${problems.length} problem(s)`, problems.map(formatProblem));
  const builtAt = new Date().toISOString();
  // A build keeps messages out of the stored context, which carries only their digest (src/i18n/build/page-messages.ts).
  const messages = new PageMessages(bundles);
  const index = siteIndex(process.cwd());
  const entries: (PageEntry & { path: string; component: string })[] = [];
  // The help centres', the branch finder's and the fleet pages' data come from the web API; a broken
  // article, station or fleet list holds back its market. They are made for every market first, so the
  // language switcher and the hreflang sets find the same article or city in the host's other languages.
  const built = new Map<
    Market,
    {
      pages: ContentPage[];
      help: Map<ContentPage, HelpPageData>;
      branches: Map<ContentPage, BranchPageData>;
      fleets: Map<ContentPage, FleetPageData>;
    }
  >();
  const helpMade = new Map<string, ContentPage[]>();
  const citiesMade = new Map<Market, ContentPage[]>();
  for (const market of target.markets) {
    const contentPages = pages.get(market.id) ?? [];
    const help = await loadMarketHelp(market, contentPages);
    if (help.problems.length > 0)
      return failure(`the help centre of market ${market.id} has ${help.problems.length} problem(s)`, help.problems);
    const branches = await loadMarketBranches(market, contentPages);
    if (branches.problems.length > 0)
      return failure(`the branch finder of market ${market.id} has ${branches.problems.length} problem(s)`, branches.problems);
    const crumb = (centre: string): string => bundles.messages.get(market.textLocale)?.get(`help.crumb.${centre}`)?.value ?? centre;
    const helpPages = marketHelpPages(market, contentPages, help, crumb, join(process.cwd(), "public"), target.pathPrefixOf(market));
    helpMade.set(
      market.id,
      helpPages.map((h) => h.page).filter((p) => !contentPages.includes(p)),
    );
    const branchPages = marketBranchPages(market, contentPages, branches);
    citiesMade.set(market, cityPagesOf(branchPages));
    const generated = [...helpPages, ...branchPages].map((h) => h.page).filter((p) => !contentPages.includes(p));
    // The fleet pages' vehicles come from the web API too: a failed or incomplete list holds back the market.
    const fleet = await loadMarketFleet(market, contentPages);
    if (fleet.problems.length > 0)
      return failure(`the fleet of market ${market.id} has ${fleet.problems.length} problem(s)`, fleet.problems);
    built.set(market, {
      pages: [...contentPages, ...generated],
      help: new Map(helpPages.map((h) => [h.page, h.help])),
      branches: new Map(branchPages.map((b) => [b.page, b.branches])),
      fleets: fleet.fleets,
    });
  }
  writeMadePages(process.cwd(), "help", helpMade);
  writeMadePages(process.cwd(), "city", new Map([...citiesMade].map(([market, list]) => [market.id, list])));
  // A billboard's images are built once per run, whichever pages show them; encoded variants stay in
  // the cache folder between runs (src/build/images.ts).
  const billboards = new Map<string, Promise<BillboardImage>>();
  const billboardOf = (billboard: BillboardContent): Promise<BillboardImage> => {
    const key = JSON.stringify(billboard);
    const made =
      billboards.get(key) ??
      buildBillboard(billboard, join(process.cwd(), MEDIA_DIR), join(process.cwd(), "public"), join(process.cwd(), IMAGE_CACHE));
    billboards.set(key, made);
    return made;
  };
  // Block images likewise, once per image and box (src/build/blocks.ts).
  const publicDir = join(process.cwd(), "public");
  const blockMedia = mediaBuilder(
    (request) => buildImage(request, publicDir, join(process.cwd(), IMAGE_CACHE)),
    join(process.cwd(), MEDIA_DIR),
  );
  const withHelp = new Map([...index.pages].map(([market, list]) => [market, built.get(market)?.pages ?? list]));
  const alternates = new Map([...index.alternates, ...cityAlternates(citiesMade)]);
  for (const [market, { pages: marketPages, help, branches, fleets }] of built) {
    const prefix = target.pathPrefixOf(market);
    // The city-links block's cities: the finder's, one list for every page of the market.
    const finder = [...branches.values()].find((b) => b.kind === "finder");
    const cities = finder?.kind === "finder" ? finder.cities.map(({ name, path }) => ({ name, path })) : [];
    for (const page of marketPages) {
      const { path: _path, body, blocks: blockContent, ...content } = page.content;
      const seo = {
        canonical: absoluteUrl(market, page),
        alternates: alternates.get(pageKey(market, page)) ?? [],
        indexable: isIndexable(page),
      };
      const languages = languageLinks(market, page, withHelp);
      const helpData = help.get(page);
      const branchData = branches.get(page);
      const fleet = fleets.get(page);
      let billboardImage: BillboardImage | undefined;
      if (content.isBillboard && content.billboard) {
        try {
          billboardImage = await billboardOf(content.billboard);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          return failureOf(`${page.files.join(", ")}: the billboard's images (${MEDIA_DIR}/) could not be built: ${reason}`);
        }
      }
      let blocks: BuiltBlock[] | undefined;
      if (blockContent) {
        try {
          blocks = await buildBlocks(blockContent, { market, cities }, blockMedia);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          return failureOf(`${page.files.join(", ")}: the blocks' images (${MEDIA_DIR}/) could not be built: ${reason}`);
        }
      }
      const messagesHash = messages.hashOf({ market, template: page.content.template, layout: page.content.layout, blocks });
      const context: StoredPageContext = {
        ...content,
        ...(body === undefined ? {} : { body: parseMarkup(body) }),
        pagePath: page.urlPath,
        market,
        builtAt,
        messagesHash,
        seo,
        languages,
        ...(helpData ? { help: helpData } : {}),
        ...(branchData ? { branches: branchData } : {}),
        ...(fleet ? { fleet } : {}),
        ...(billboardImage ? { billboardImage } : {}),
        ...(blocks ? { blocks } : {}),
        ...(content.price_from ? { priceFromText: marketFormats(market).currency(content.price_from.amount) } : {}),
      };
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
  const made: NewPage[] = [];
  for (const entry of entries) {
    const { path, component } = entry;
    const stored = errorPageContext(entry, entries);
    const context = withMessages ? withPageMessages(stored, messages) : stored;
    made.push({ path, component, context });
    // Gatsby derives /404.html and /500.html only at the site root; host trees and languages under a
    // prefix need their own, which the server answers for missing paths (dev/site-server.ts).
    if (isErrorPage(entry.contentPath) && (target.perHost || entry.market.pathPrefix !== ""))
      made.push({ path: `${path}.html`, component, context });
  }
  return { pages: made };
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
