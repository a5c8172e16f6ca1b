import { memo, Suspense, type ComponentType } from "react";

/** Name of the banner's chunk, which every page preloads with its own scripts (build/head-script.tsx). */
export const BANNER_CHUNK = "consent-banner";

/** The banner's component once its code is in; null if it could not load. */
let Banner: ComponentType | null | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the banner's code, once; never rejects (without it the server's banner stays, without script:
 * the console names the chunk that failed). The first render waits for it (src/shell/page-shell.ts):
 * it is preloaded with the page's scripts, so it is in about when they are.
 */
export const loadConsentBanner = (): Promise<void> =>
  (loading ??= import(/* webpackChunkName: "consent-banner" */ "./consent-root").then(
    (module) => void (Banner = module.default),
    (error: unknown) => {
      Banner = null;
      console.error(error);
    },
  ));

// The server renders the banner whole; its module is evaluated when the server starts (src/ssr-modules.ts).
if (typeof window === "undefined") void loadConsentBanner();

/** The banner once its code is in; until then it suspends, and the boundary keeps the server's HTML. */
function Ready() {
  if (Banner) return <Banner />;
  throw Banner === null ? new Promise<never>(() => undefined) : loadConsentBanner();
}

/**
 * The consent banner's place in every page. The banner is in the static HTML from the first paint;
 * its code is a chunk of its own, preloaded with the page's scripts and evaluated in a task of its own
 * before the first render, so the page's first-load JavaScript carries almost none of it and the
 * banner hydrates with the page.
 *
 * Not a lazy boundary that hydrates later: until its code were in, the boundary would hold the
 * server's banner, and an update reaching it then would make React drop that HTML and render it anew
 * (error 421): a client-side navigation changes the page and texts above it. Without its code (a
 * failed load) the boundary stays suspended, keeping the server's banner. Memoized: it has no props.
 */
export const ConsentSlot = memo(function ConsentSlot() {
  return (
    <Suspense fallback={null}>
      <Ready />
    </Suspense>
  );
});
