import type { GatsbyNode } from "gatsby";
import { markets } from "../../markets/index";
import { checkProject } from "../content/check";
import { formatProblem } from "../content/problems";
import { messagesOf, readBundles } from "../i18n/bundles";
import type { SitePageContext } from "../shell/page-context";
import { absoluteUrl, isIndexable, pageKey } from "../seo/alternates";
import { languageLinks } from "../seo/language-links";
import { siteIndex } from "../seo/site-index";
import { buildTarget } from "./build-target";
import { CONTENT_ERROR } from "./on-pre-init";
import { templateComponent } from "./templates";

/**
 * Creates the pages of the markets this run builds, after the same validation content:check runs;
 * any problem stops the build with the same `path:line:col: message` lines.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  const target = buildTarget(process.env);
  const fail = (sourceMessage: string): void => void reporter.panicOnBuild({ id: CONTENT_ERROR, context: { sourceMessage } });
  if ("error" in target) return fail(target.error);
  const { problems, pages } = checkProject(process.cwd(), markets, target.markets);
  if (problems.length > 0) {
    return fail(`content:check found ${problems.length} problem(s):\n${problems.map(formatProblem).join("\n")}`);
  }
  const builtAt = new Date().toISOString();
  const bundles = readBundles(process.cwd());
  const index = siteIndex(process.cwd());
  for (const market of target.markets) {
    const prefix = target.pathPrefixOf(market);
    const messages = messagesOf(bundles, market.textLocale);
    for (const page of pages.get(market.id) ?? []) {
      const { path: _path, ...content } = page.content;
      const seo = { canonical: absoluteUrl(market, page), alternates: index.alternates.get(pageKey(market, page)) ?? [], indexable: isIndexable(page) };
      const languages = languageLinks(market, page, index.pages);
      const context: SitePageContext = { ...content, pagePath: page.urlPath, market, builtAt, messages, seo, languages };
      const component = templateComponent(page.content.template);
      const path = page.urlPath === "/" ? prefix || "/" : `${prefix}${page.urlPath}`;
      actions.createPage({ path, component, context });
      // Gatsby derives /404.html and /500.html only at the site root; host trees need their own.
      if (target.perHost && (page.content.path === "/404" || page.content.path === "/500")) actions.createPage({ path: `${path}.html`, component, context });
    }
  }
};
