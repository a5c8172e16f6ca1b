import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** A link of a built page that leads to no page: `www.movanta.de/404/index.html: /mietwagen → no page`. */
export type BrokenLink = { host: string; file: string; link: string };

/** Where a link points when it stays on the site: a host and a path, without query or fragment. */
export type SiteTarget = { host: string; path: string };

const ATTRIBUTE = (name: string): RegExp => new RegExp(`\\s${name}="([^"]*)"`, "i");
const ANCHOR = /<a\s[^>]*>/gi;
const LINK = /<link\s[^>]*>/gi;
const LOC = /<loc>([^<]*)<\/loc>/g;

/** Text or an attribute value of the build's HTML with the entities React writes decoded (`&amp;` last, so `&amp;lt;` stays `&lt;`). */
export const decodeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;|&#160;/g, "\u00a0")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The site target of `href` on a page of `host`: a host-relative path, or an absolute URL on one of
 * the site's `hosts`; anything else (another site, `mailto:`, `tel:`, a fragment) is not the site's.
 */
export function siteTarget(href: string, host: string, hosts: ReadonlySet<string>): SiteTarget | undefined {
  if (href.startsWith("/") && !href.startsWith("//")) return { host, path: new URL(href, `https://${host}`).pathname };
  if (!/^https?:\/\//i.test(href)) return undefined;
  const url = new URL(href);
  return hosts.has(url.host) ? { host: url.host, path: url.pathname } : undefined;
}

/** The links of a page's HTML that the check follows: anchors, and the head's canonical and hreflang alternates. */
export function linksOfHtml(html: string): string[] {
  const links: string[] = [];
  for (const [tag] of html.matchAll(ANCHOR)) {
    const href = ATTRIBUTE("href").exec(tag)?.[1];
    if (href !== undefined) links.push(decodeHtml(href));
  }
  for (const [tag] of html.matchAll(LINK)) {
    const rel = ATTRIBUTE("rel").exec(tag)?.[1]?.toLowerCase() ?? "";
    const href = ATTRIBUTE("href").exec(tag)?.[1];
    if (href !== undefined && (rel === "canonical" || rel === "alternate")) links.push(decodeHtml(href));
  }
  return links;
}

/** The URLs a sitemap lists. */
export const linksOfSitemap = (xml: string): string[] => [...xml.matchAll(LOC)].map(([, url]) => decodeHtml(url ?? ""));

/** Where each host's tree is: `dist/<host>` after a build, its staging folder while build:all checks it; undefined for a host not built. */
export type TreeOf = (host: string) => string | undefined;

/** The trees of `dist/`: a host's tree is `dist/<host>` when that folder exists. */
export const treesIn =
  (dist: string): TreeOf =>
  (host) =>
    existsSync(join(dist, host)) ? join(dist, host) : undefined;

/** Whether a host tree has a page or file at `path`: the file itself, `<path>/index.html` or `<path>.html`. */
export function hasPage(tree: string, path: string): boolean {
  const clean = decodeURIComponent(path).replace(/\/+$/, "");
  const candidates = clean === "" ? ["index.html"] : [clean.slice(1), `${clean.slice(1)}/index.html`, `${clean.slice(1)}.html`];
  return candidates.some((candidate) => {
    const file = join(tree, candidate);
    return file.startsWith(tree) && existsSync(file) && statSync(file).isFile();
  });
}

/** HTML and sitemap files of a host tree, relative to it. */
export function pageFiles(tree: string): string[] {
  return readdirSync(tree, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && (entry.name.endsWith(".html") || /^sitemap.*\.xml$/.test(entry.name)))
    .map((entry) => relative(tree, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .filter((file) => !file.startsWith("_sites/"));
}

/**
 * Every link of `host`'s tree (anchors, canonical and hreflang links of its HTML, its sitemaps'
 * URLs) that leads to a page of the site no tree has. Links to hosts that have no tree (a subset
 * build) are not judged. `served(target)` says which paths something other than a file answers; the
 * site has none today: every runtime-app route is a page of the build (docs/pages.md). `known(file)`
 * gives a page's links when they are known without reading it (the split's manifest).
 */
export function brokenLinksOf(
  treeOf: TreeOf,
  host: string,
  hosts: ReadonlySet<string>,
  served: (target: SiteTarget) => boolean = () => false,
  known: (file: string) => readonly string[] | undefined = () => undefined,
): BrokenLink[] {
  const tree = treeOf(host);
  if (tree === undefined) return [];
  const broken: BrokenLink[] = [];
  // Every page repeats the menu's and footer's links: each target is looked up on disk once.
  const leadsNowhere = new Map<string, boolean>();
  const judge = (target: SiteTarget): boolean => {
    const targetTree = treeOf(target.host);
    return targetTree !== undefined && !hasPage(targetTree, target.path) && !served(target);
  };
  for (const file of pageFiles(tree)) {
    const links = known(file) ?? linksOfFile(join(tree, file));
    for (const link of new Set(links)) {
      const target = siteTarget(link, host, hosts);
      if (!target) continue;
      const key = `${target.host}${target.path}`;
      const nowhere = leadsNowhere.get(key) ?? judge(target);
      leadsNowhere.set(key, nowhere);
      if (nowhere) broken.push({ host, file, link });
    }
  }
  return broken;
}

function linksOfFile(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return file.endsWith(".xml") ? linksOfSitemap(text) : linksOfHtml(text);
}

/** One line per broken link, as the build prints it. */
export const describeBroken = ({ host, file, link }: BrokenLink): string => `${host}/${file}: ${link} → no page`;

/**
 * What the build and `npm run links:check` print for broken links: the first `limit` lines (every one
 * when undefined), then a count per host and target, so a menu link missing on every page reads as
 * one target, not thousands of lines.
 */
export function brokenReport(broken: readonly BrokenLink[], checkedHosts: number, limit: number | undefined): string[] {
  const lines = broken.slice(0, limit).map(describeBroken);
  if (limit !== undefined && broken.length > limit)
    lines.push(`… and ${broken.length - limit} more (npm run links:check -- --all lists every one)`);
  const byTarget = new Map<string, number>();
  for (const { link } of broken) byTarget.set(link, (byTarget.get(link) ?? 0) + 1);
  lines.push(
    "",
    `${broken.length} broken link(s) on ${new Set(broken.map((b) => b.host)).size} of ${checkedHosts} host(s), ${byTarget.size} distinct target(s)`,
  );
  for (const [link, count] of [...byTarget].sort((a, b) => b[1] - a[1]).slice(0, 80)) lines.push(`${String(count).padStart(6)}  ${link}`);
  return lines;
}
