import { lazy, Suspense } from "react";

const ConsentRoot = lazy(() => import("./consent-root"));

/**
 * The consent banner's place in every page. The banner is in the static HTML from the first paint;
 * its code is a chunk of its own that hydrates it right after the page (React keeps the server
 * markup in place until then), so it adds almost nothing to the page's first-load JavaScript.
 */
export function ConsentSlot() {
  return (
    <Suspense fallback={null}>
      <ConsentRoot />
    </Suspense>
  );
}
