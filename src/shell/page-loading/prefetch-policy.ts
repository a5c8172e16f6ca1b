/** What the prefetch policy reads from `navigator`; `connection` exists only in some browsers. */
export type NetworkHints = {
  userAgent: string;
  connection?: { effectiveType?: unknown; saveData?: unknown };
};

// The same crawler pattern as Gatsby's loader, so hover and viewport prefetching agree.
const BOT = /bot|crawler|spider|crawling/i;

/**
 * Spec §9: nothing is prefetched on 2g connections, with data saver on, or for bots. Gatsby's loader
 * applies this to its prefetch queue; the shell applies it to hover loading as well.
 */
export function mayPrefetch(hints: NetworkHints): boolean {
  if (BOT.test(hints.userAgent)) return false;
  const connection = hints.connection;
  if (!connection) return true;
  if (typeof connection.effectiveType === "string" && connection.effectiveType.includes("2g")) return false;
  return connection.saveData !== true;
}

/** The part of Gatsby's public loader (`window.___loader`) that Link calls on mouse enter. */
export type HoverLoader = { hovering: (path: string) => void };

/**
 * Gatsby's Link loads a page as soon as the pointer enters it, outside the prefetch queue and its
 * checks; this keeps that too within the policy. The check runs per hover, as data saver can change.
 */
export function gateHoverLoading(loader: HoverLoader, hints: () => NetworkHints): void {
  const hovering = loader.hovering.bind(loader);
  loader.hovering = (path) => {
    if (mayPrefetch(hints())) hovering(path);
  };
}
