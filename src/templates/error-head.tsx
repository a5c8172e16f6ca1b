import type { HeadFC } from "gatsby";
import { SeoHead } from "../components/seo-head";
import type { SitePageContext } from "../page-context/page-context";
import { pageForLocation } from "../shell/page-loading/error-pages";

/** Head of the 404 and 500 pages, in the language of the path they stand in for. */
export const ErrorPageHead: HeadFC<object, SitePageContext> = ({ pageContext, location }) => (
  <SeoHead page={pageForLocation(pageContext, location.pathname)} />
);
