import type { Market } from "../../markets/schema";
import type { StoredPageContext } from "../page-context/page-context";

/** Content paths of the pages Gatsby's loader falls back to (spec §2, §8). */
const errorPaths: ReadonlySet<string> = new Set(["/404", "/500"]);

/** True for a market's 404 or 500 page. */
export const isErrorPage = (contentPath: string): boolean => errorPaths.has(contentPath);

/** One page about to be created. */
export type PageEntry = { market: Market; contentPath: string; context: StoredPageContext };

/**
 * The context of each error page, where the host's main-language 404 and 500 carry the same page of
 * the host's other languages: Gatsby shows only /404.html and /500.html, and the visited path's
 * language picks the alternate at render time (src/shell/page-loading/error-pages.ts).
 */
export function errorPageContext(entry: PageEntry, all: readonly PageEntry[]): StoredPageContext & { alternates?: StoredPageContext[] } {
  if (!isErrorPage(entry.contentPath) || entry.market.pathPrefix !== "") return entry.context;
  const alternates = all
    .filter((other) => other.market.host === entry.market.host && other.market.pathPrefix !== "" && other.contentPath === entry.contentPath)
    .map((other) => other.context);
  return alternates.length === 0 ? entry.context : { ...entry.context, alternates };
}
