import type { GatsbyNode } from "gatsby";
import { CONTENT_ERROR } from "./on-pre-init";
import { PreviewPages, thrownFailure } from "./preview-pages";
import { makeSitePages } from "./site-pages";
import { rememberBuiltPages } from "./built-pages";

/** What `npm run dev` serves across its runs of createPages (one process, one preview). */
const preview = new PreviewPages();

/**
 * Creates the pages of the markets this run builds (src/gatsby/site-pages.ts). A build stops on any
 * problem with content:check's `path:line:col: message` lines; `gatsby develop` (`npm run dev`)
 * prints them and keeps the last good pages, which show them (src/gatsby/preview-pages.ts).
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter }) => {
  if (process.env.gatsby_executing_command === "develop") {
    const made = await makeSitePages({ withMessages: true }).catch(thrownFailure);
    if ("failure" in made) reporter.error({ id: CONTENT_ERROR, context: { sourceMessage: made.failure.message } });
    for (const page of preview.next(made)) actions.createPage(page);
    return;
  }
  const made = await makeSitePages({ withMessages: false });
  if ("failure" in made) return void reporter.panicOnBuild({ id: CONTENT_ERROR, context: { sourceMessage: made.failure.message } });
  for (const page of made.pages) actions.createPage(page);
  // build:all's refresh follows a content change only while the pages stay these (src/gatsby/refresh-pages.ts).
  rememberBuiltPages(process.cwd(), made.pages);
};
