/** The parts of a location the scroll policy reads. */
export type ScrollLocation = { pathname: string; hash: string };

/** Where the window goes after a route change: nowhere, the top, or an element id. */
export type ScrollAction = { kind: "keep" } | { kind: "top" } | { kind: "element"; id: string };

/**
 * Spec §2: the shell never restores a saved scroll position, not even on back navigation. A new page
 * starts at its top, or at the element its hash names; a change of hash or query on the same page
 * (hash routes of runtime apps, in-page anchors) leaves scrolling to the browser and the app.
 */
export function scrollAction(previous: ScrollLocation | null | undefined, next: ScrollLocation): ScrollAction {
  if (!previous || previous.pathname === next.pathname) return { kind: "keep" };
  const id = elementId(next.hash);
  return id ? { kind: "element", id } : { kind: "top" };
}

/** The element id of a hash, or undefined for no hash and hash routes (`#/bookings`). */
function elementId(hash: string): string | undefined {
  if (hash.length < 2 || hash.startsWith("#/")) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}

/** Carries out a scroll action on the window. */
export function applyScroll(action: ScrollAction, win: Window = window): void {
  if (action.kind === "keep") return;
  const target = action.kind === "element" ? win.document.getElementById(action.id) : null;
  if (target) target.scrollIntoView();
  else win.scrollTo(0, 0);
}
