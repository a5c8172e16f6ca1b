import { useEffect, useState, type RefObject } from "react";
import { hasAppContent } from "./app-content";

/** Spec §9: the overlay hides this long after content appears in the funnel container… */
export const HIDE_AFTER_CONTENT_MS = 1500;
/** …or this long after it appeared, whichever comes first. */
export const HIDE_AT_LATEST_MS = 5000;

/**
 * Whether the funnel's loading overlay is still shown: a MutationObserver watches the container for the
 * app's content, then the overlay stays 1.5 s more so the app can settle; 5 s after mounting it goes regardless.
 */
export function useOverlayTiming(container: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const hide = (): void => setShown(false);
    const timers = [window.setTimeout(hide, HIDE_AT_LATEST_MS)];
    const observer = new MutationObserver(() => check());
    const check = (): void => {
      if (!hasAppContent(root)) return;
      observer.disconnect();
      timers.push(window.setTimeout(hide, HIDE_AFTER_CONTENT_MS));
    };
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["aria-busy"] });
    check();
    return () => {
      observer.disconnect();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [container]);
  return shown;
}
