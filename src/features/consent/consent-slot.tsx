import { lazy, memo, Suspense } from "react";

/** Name of the banner's chunk, which every page preloads with its own scripts (build/head-script.tsx). */
export const BANNER_CHUNK = "consent-banner";

const ConsentRoot = lazy(() => import(/* webpackChunkName: "consent-banner" */ "./consent-root"));

/**
 * The consent banner's place in every page. The banner is in the static HTML from the first paint;
 * its code is a chunk of its own, preloaded with the page's scripts and run right after the page's first render
 * (React keeps the server markup in place until then, like the runtime-app runner), so the page's
 * first-load JavaScript carries almost none of it.
 *
 * Memoized: until that code is in, the boundary still holds the server's banner, and an update
 * reaching it then (Gatsby's router renders the page again on a hash change) would make React drop
 * that HTML and render it anew (error 421). Its context (the page) does not change on a hash change.
 */
export const ConsentSlot = memo(function ConsentSlot() {
  return (
    <Suspense fallback={null}>
      <ConsentRoot />
    </Suspense>
  );
});
