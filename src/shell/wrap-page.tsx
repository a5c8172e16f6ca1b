import { isValidElement } from "react";
import { SiteProviders } from "./site-providers";
import { isSitePageContext } from "./page-context";

/** The one wrapPageElement of gatsby-browser and gatsby-ssr. */
export function wrapPage({ element, props }: { element: object; props: { pageContext: unknown } }) {
  const page = isValidElement(element) ? element : <></>;
  // Gatsby's own pages (dev 404) carry no site context; render them bare.
  if (!isSitePageContext(props.pageContext)) return page;
  return <SiteProviders page={props.pageContext}>{page}</SiteProviders>;
}
