import { isSitePageContext, type SitePageContext } from "../../page-context/page-context";

/** A host's main-language 404 or 500 page: its own context plus the same page in its other languages. */
export type ErrorPageContext = SitePageContext & { alternates?: SitePageContext[] };

/**
 * Gatsby falls back to one /404.html and one /500.html per site. On a host with several languages
 * those pages carry the same page of the other languages (`alternates`, set by createPages), and the
 * language of the visited path picks which one renders.
 */
export function pageForLocation(page: SitePageContext, pathname: string): SitePageContext {
  const alternates: unknown = "alternates" in page ? page.alternates : undefined;
  if (!Array.isArray(alternates)) return page;
  const match = alternates.filter(isSitePageContext).find((alt) => underPrefix(pathname, alt.market.pathPrefix));
  return match ?? page;
}

const underPrefix = (pathname: string, prefix: string): boolean =>
  prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`));

const languageErrorPage = /^\/[a-z]{2}\/(404|500)(?:\.html)?$/;

/**
 * A language's own 404 or 500 HTML (`/fr/404.html`) served for a missing path: Gatsby would replace
 * the address with the page's path, as it does for any page served under another path except the
 * root /404.html and /500.html. Returns that root path, so the address stays and the page renders
 * through the fallback above; undefined when nothing is to change.
 */
export function errorPagePathForEntry(pagePath: string | undefined, pathname: string): string | undefined {
  const match = pagePath === undefined ? null : languageErrorPage.exec(pagePath);
  if (!match || pagePath === pathname) return undefined;
  return `/${match[1] ?? "404"}.html`;
}
