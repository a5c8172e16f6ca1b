import { startTransition, useEffect, useState } from "react";

/** Set by the first effect of the first page: components that mount after it render hydrated at once. */
let firstPageHydrated = false;

/**
 * False in the server HTML and during hydration, true from the next client render on. Pages mounted
 * later by client-side navigation are true at once, so nothing flickers after the first page.
 *
 * The switch to true is a transition: React renders it in slices after hydration. A store read with
 * useSyncExternalStore, whose client value differs from the server's, makes React render every such
 * component again synchronously once hydration commits, in one task, which on a page with many such
 * components becomes the page's longest. Not for components inside a Suspense boundary that hydrates later
 * than its page (a lazily loaded part): by then this reads true and would not match the HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(firstPageHydrated);
  useEffect(() => {
    firstPageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
