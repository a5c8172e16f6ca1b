import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * Whether an element has come near the viewport: within `ahead` below it (a CSS length or a share of
 * the viewport's height, as IntersectionObserver's rootMargin takes it), or anywhere above it. False in
 * the server HTML and until then, true from then on. A part that only the browser renders (a list
 * loaded from the web API, reviews) waits for it below the first screen, so a visit that never
 * scrolls there never spends a phone's main thread on it. Returns the ref for the element to watch;
 * `shown` says whether the caller renders it now (a part under a flag that can change).
 */
export function useNear<T extends Element>(ahead: string, shown = true): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !shown || !element) return;
    return observeNear(element, ahead, () => setNear(true));
  }, [ahead, near, shown]);
  return [ref, near];
}

/**
 * Calls `onNear` once, when `element` comes within `ahead` below the viewport or is anywhere above it
 * (useNear's test, for code outside React), and `onFar` when the observer finds it farther. Returns the
 * function that stops watching.
 */
export function observeNear(element: Element, ahead: string, onNear: () => void, onFar?: () => void): () => void {
  // Every browser the site supports has IntersectionObserver (src/shell/unsupported-browser).
  const observer = new IntersectionObserver(
    (entries) => {
      // An element the visitor has scrolled past is near too: going back up shows it.
      if (!entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) return onFar?.();
      observer.disconnect();
      onNear();
    },
    { rootMargin: `0px 0px ${ahead} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
