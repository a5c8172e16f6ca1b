import type { Market } from "../../markets/schema";
import type { PageAddress } from "../content/load";
import { absoluteUrl, isIndexable, pageKey, type Alternate } from "./alternates";

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** The sitemap of one host: its indexable pages, each with its hreflang alternates. */
export function sitemapXml(pages: readonly { market: Market; page: PageAddress }[], alternates: ReadonlyMap<string, Alternate[]>): string {
  const urls = pages
    .filter(({ page }) => isIndexable(page))
    .map(({ market, page }) => {
      const links = (alternates.get(pageKey(market, page)) ?? [])
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(market, page))}</loc>\n${links}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt of a production host; test hosts get theirs from the server (see dev/site-server.ts). */
export const robotsTxt = (host: string): string => `User-agent: *\nAllow: /\n\nSitemap: https://${host}/sitemap.xml\n`;

/** robots.txt of an internal test host: nothing may be indexed. */
export const testHostRobotsTxt = "User-agent: *\nDisallow: /\n";
