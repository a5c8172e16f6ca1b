import type { BlockContent } from "./blocks-schema";
import type { ContentPage } from "./load";
import { isLive, linkedPath, type Publishable } from "./publishing";
import type { PageContent } from "./schema";

/** A market's pages at a build time: those the build makes, and those outside their publishing window. */
export type LiveSplit = { live: ContentPage[]; waiting: ContentPage[] };

/**
 * Splits a market's valid pages at `at`. A live page loses what is not live itself (blocks, menu and
 * footer links, the news banner) and every menu, footer, banner and block link to a waiting page, so
 * a page and the links to it come and go together; links in a body stay (content:check warns of them).
 */
export function splitLive(pages: readonly ContentPage[], at: Date): LiveSplit {
  const waiting = pages.filter((page) => !isLive(page.content, at));
  const gone = new Set(waiting.map((page) => page.urlPath));
  const live = pages.filter((page) => isLive(page.content, at)).map((page) => ({ ...page, content: liveContent(page.content, at, gone) }));
  return { live, waiting };
}

/** Whether a link's url leads to one of the `gone` pages' paths. */
const leadsTo = (gone: ReadonlySet<string>, url: string | undefined): boolean =>
  url !== undefined && url.startsWith("/") && gone.has(linkedPath(url));

function liveContent(content: PageContent, at: Date, gone: ReadonlySet<string>): PageContent {
  const shown = (link: Publishable & { url?: string | undefined }): boolean => isLive(link, at) && !leadsTo(gone, link.url);
  const banner = { publishFrom: content.banner_publishFrom, publishUntil: content.banner_publishUntil };
  const blocks = content.blocks?.flatMap((block) => (isLive(block, at) ? liveBlock(block, gone) : []));
  return {
    ...content,
    navigation: content.navigation.map((menu) => ({ ...menu, nav_list: liveMenu(menu.nav_list, shown) })),
    footer: content.footer.map((footer) => ({ ...footer, links: footer.links.filter(shown) })),
    banner_display: content.banner_display && isLive(banner, at) && !leadsTo(gone, content.banner_url),
    blocks: blocks?.length ? blocks : undefined,
  };
}

type NavEntry = PageContent["navigation"][number]["nav_list"][number];

/**
 * The burger menu's live entries: a header that is not live takes its group with it, and a header
 * whose every link went is left out too, rather than shown as an empty group.
 */
function liveMenu(list: readonly NavEntry[], shown: (entry: NavEntry) => boolean): NavEntry[] {
  const groups = list.reduce<NavEntry[][]>((all, entry) => {
    const last = all.at(-1);
    if (entry.type === "header" || !last) all.push([entry]);
    else last.push(entry);
    return all;
  }, []);
  return groups.flatMap((group) => {
    const [first, ...rest] = group;
    const header = first?.type === "header" ? first : undefined;
    const links = header ? rest : group;
    const kept = links.filter(shown);
    if (header && (!shown(header) || (links.length > 0 && kept.length === 0))) return [];
    return header ? [header, ...kept] : kept;
  });
}

/** A live block without its links to waiting pages; a teaser list with none left is left out. */
function liveBlock(block: BlockContent, gone: ReadonlySet<string>): BlockContent[] {
  if (block.type === "hero" && leadsTo(gone, block.link?.url)) {
    const { link: _link, ...rest } = block;
    return [rest];
  }
  if (block.type !== "product-lines") return [block];
  const items = block.items.filter((item) => !leadsTo(gone, item.url));
  return items.length ? [{ ...block, items }] : [];
}
