import type { Market } from "../../markets/schema";
import { parseMarkup } from "../markup/parse-blocks";
import { isSitePath } from "../markup/links";
import { forEachInline } from "../markup/walk";
import { affectedMarkets } from "./affected-markets";
import type { ProjectCheck } from "../content/check";
import type { ContentPage } from "../content/load";
import { formatProblem, type Problem } from "../content/problems";

/** A page a change reaches, on one market's host. */
export type ChangedPage = { market: Market; page: ContentPage; url: string };
/** A site link in a page's content that leads to no page of its market. */
export type BrokenLink = { market: Market; page: ContentPage; href: string };

/** What one change does to the sites, for a pull request (npm run content:report). */
export type ChangeReport = {
  files: string[];
  hosts: { host: string; markets: Market[] }[];
  pages: ChangedPage[];
  /** Site parts (site.json) changed: every page of these markets shows them. */
  siteParts: { file: string; markets: Market[] }[];
  problems: Problem[];
  missingKeys: { locale: string; key: string }[];
  brokenLinks: BrokenLink[];
};

/** The pages the build makes from the web API live under these templates' paths; build:all's link check sees them. */
const madeBelow = new Set(["help-home", "ride-help-home", "branch-finder"]);

/** Every site link a page's content holds: menu, footer, tabs, banner and the links of its body. */
export function siteLinksOf(page: ContentPage): string[] {
  const { content } = page;
  const hrefs = [
    ...content.navigation.flatMap((n) => [...n.nav_list.map((l) => l.url), ...(n.product_line_tab ?? []).map((t) => t.content.url)]),
    ...content.footer.flatMap((f) => f.links.map((l) => l.url)),
    content.banner_display ? content.banner_url : undefined,
  ];
  if (content.body) forEachInline(parseMarkup(content.body).blocks, (node) => node.kind === "link" && hrefs.push(node.url));
  return hrefs.filter((href): href is string => href !== undefined && isSitePath(href));
}

/** The site links of a market's pages that lead to none of its pages (paths below API-made pages are left to build:all). */
export function brokenSiteLinks(market: Market, pages: readonly ContentPage[]): BrokenLink[] {
  const paths = new Set(pages.map((p) => p.urlPath));
  const made = pages.filter((p) => madeBelow.has(p.content.template)).map((p) => p.urlPath.replace(/\/$/, ""));
  const leads = (href: string): boolean => {
    const path = href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1") || "/";
    return paths.has(path) || made.some((m) => path.startsWith(`${m}/`));
  };
  return pages.flatMap((page) =>
    siteLinksOf(page)
      .filter((href) => !leads(href))
      .map((href) => ({ market, page, href })),
  );
}

const linkKey = (l: BrokenLink): string => `${l.market.id} ${l.page.name} ${l.href}`;

/** The message keys en-US has and a locale lacks, as `locale key`. */
function missingKeysOf(check: ProjectCheck): Set<string> {
  const english = [...(check.bundles.messages.get("en-US")?.keys() ?? [])];
  const missing = new Set<string>();
  for (const [locale, messages] of check.bundles.messages)
    for (const key of english) if (!messages.has(key)) missing.add(`${locale} ${key}`);
  return missing;
}

/**
 * What the changed files (relative to the root) do: the markets and hosts they reach, the pages built
 * from them with their URLs, content:check's problems in them, and what got worse against `base`
 * (the same check of the tree the change starts from): message keys newly missing, links newly broken.
 */
export function changeReport(files: readonly string[], markets: readonly Market[], head: ProjectCheck, base: ProjectCheck): ChangeReport {
  const reached = affectedMarkets(files, markets);
  const hosts = [...new Set(reached.map((m) => m.host))].map((host) => ({ host, markets: reached.filter((m) => m.host === host) }));
  const changed = new Set(files);
  const siteFiles = files.filter((f) => f.startsWith("content/") && f.endsWith("/site.json"));
  const pages = reached.flatMap((market) =>
    (head.pages.get(market.id) ?? [])
      .filter((page) => page.files.some((f) => changed.has(f) && !f.endsWith("/site.json")))
      .map((page) => ({ market, page, url: `https://${market.host}${page.urlPath}` })),
  );
  const siteParts = siteFiles.map((file) => ({
    file,
    markets: reached.filter((m) => (head.pages.get(m.id) ?? []).some((p) => p.files.includes(file))),
  }));
  const before = missingKeysOf(base);
  const missingKeys = [...missingKeysOf(head)]
    .filter((k) => !before.has(k))
    .map((k) => {
      const [locale = "", key = ""] = k.split(" ");
      return { locale, key };
    });
  const brokenBefore = new Set(markets.flatMap((m) => brokenSiteLinks(m, base.pages.get(m.id) ?? [])).map(linkKey));
  const brokenLinks = reached.flatMap((m) => brokenSiteLinks(m, head.pages.get(m.id) ?? [])).filter((l) => !brokenBefore.has(linkKey(l)));
  const problems = head.problems.filter((p) => changed.has(p.file));
  return { files: [...files], hosts, pages, siteParts, problems, missingKeys, brokenLinks };
}

const list = (items: readonly string[], none: string): string => (items.length ? items.map((i) => `- ${i}`).join("\n") : `_${none}_`);

/** The report as Markdown for a pull request's description or CI's job summary. */
export function reportMarkdown(report: ChangeReport): string {
  const marketCount = report.hosts.reduce((n, h) => n + h.markets.length, 0);
  return [
    "## Content report",
    "",
    `${report.files.length} changed file(s) reach ${marketCount} market(s) on ${report.hosts.length} host(s).`,
    "",
    "### Hosts",
    list(
      report.hosts.map((h) => `${h.host}: ${h.markets.map((m) => `${m.id} (${m.locale})`).join(", ")}`),
      "none: the change reaches no built site",
    ),
    "",
    "### Changed pages",
    list(
      report.pages.map((p) => `${p.url} (${p.page.content.template}, ${p.market.id})`),
      "none",
    ),
    ...(report.siteParts.length
      ? [
          "",
          "### Menus, footers and banners",
          list(
            report.siteParts.map((s) => `${s.file}: every page of ${s.markets.map((m) => m.id).join(", ")}`),
            "none",
          ),
        ]
      : []),
    "",
    `### Problems content:check finds in the changed files (${report.problems.length})`,
    list(
      report.problems.map((p) => `\`${formatProblem(p)}\``),
      "none",
    ),
    "",
    `### Message keys newly missing (${report.missingKeys.length})`,
    list(
      report.missingKeys.map((k) => `${k.locale}: \`${k.key}\``),
      "none",
    ),
    "",
    `### Links that would break (${report.brokenLinks.length})`,
    list(
      report.brokenLinks.map(
        (l) => `${l.market.id}: ${l.page.files.at(-1) ?? l.page.name} links ${l.href}, which is no page of the market`,
      ),
      "none",
    ),
    "",
  ].join("\n");
}
