import { isValidElement } from "react";
import { SiteProviders } from "./site-providers";
import { isSitePageContext } from "../page/page-context";
import { pageForLocation } from "./page-loading/error-pages";

/** The one wrapPageElement of gatsby-browser and gatsby-ssr. */
export function wrapPage({ element, props }: { element: object; props: { pageContext: unknown; location?: { pathname: string } } }) {
  const page = isValidElement(element) ? element : <></>;
  // Gatsby's own pages (dev 404) carry no site context; render them bare.
  if (!isSitePageContext(props.pageContext)) return page;
  // The 404 and 500 fallbacks render in the language of the path they stand in for.
  const context = pageForLocation(props.pageContext, props.location?.pathname ?? "/");
  return <SiteProviders page={context}>{page}</SiteProviders>;
}
