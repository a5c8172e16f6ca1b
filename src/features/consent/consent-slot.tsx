import { lazy, Suspense } from "react";

/** Name of the banner's chunk, which every page preloads with its own scripts (build/head-script.tsx). */
export const BANNER_CHUNK = "consent-banner";

const ConsentRoot = lazy(() => import(/* webpackChunkName: "consent-banner" */ "./consent-root"));

/**
 * The consent banner's place in every page. The banner is in the static HTML from the first paint;
 * its code is a chunk of its own, preloaded with the page's scripts and run right after the page's first render
 * (React keeps the server markup in place until then, like the runtime-app runner), so the page's
 * first-load JavaScript carries almost none of it.
 */
export function ConsentSlot() {
  return (
    <Suspense fallback={null}>
      <ConsentRoot />
    </Suspense>
  );
}
