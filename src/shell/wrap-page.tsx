import { isValidElement, lazy, Suspense } from "react";
import { DebuggerSlot } from "./debugger-slot";
import { SiteProviders } from "./site-providers";
import { isSitePageContext } from "../page-context/page-context";
import { pageForLocation } from "./page-loading/error-pages";

export { loadConsentBanner } from "../features/consent/consent-slot";

/**
 * `npm run dev` only: the content problems over the page (src/gatsby/preview-pages.ts). webpack drops
 * it, its chunk and the branch that uses it from a production bundle, which stays byte for byte as it was.
 */
const ContentProblems = process.env.NODE_ENV === "development" ? lazy(() => import("./content-problems/overlay")) : undefined;

/** The one wrapPageElement of gatsby-browser and gatsby-ssr. */
export function wrapPage({ element, props }: { element: object; props: { pageContext: unknown; location?: { pathname: string } } }) {
  // A statement of its own, gone in production: a variable for the page would change the minified code.
  if (process.env.NODE_ENV === "development" && ContentProblems)
    element = (
      <>
        {element}
        <Suspense fallback={null}>
          <ContentProblems pageContext={props.pageContext} />
        </Suspense>
      </>
    );
  const page = isValidElement(element) ? element : <></>;
  // Gatsby's own pages (dev 404) carry no site context; render them bare.
  if (!isSitePageContext(props.pageContext)) return page;
  // The 404 and 500 fallbacks render in the language of the path they stand in for.
  const context = pageForLocation(props.pageContext, props.location?.pathname ?? "/");
  return (
    <SiteProviders page={context}>
      {page}
      <DebuggerSlot />
    </SiteProviders>
  );
}
