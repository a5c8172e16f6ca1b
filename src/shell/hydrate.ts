import type { ReactNode } from "react";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's first render, as a transition. React 18 hydrates a root at default priority in one task,
 * as long as the whole page takes: a phone's longest task. Inside startTransition it works in slices
 * (React's scheduler yields every 5 ms) and yields between them, so the main thread answers input and the
 * page has no long task; an event on a part not yet hydrated makes React hydrate that part first.
 *
 * Pages built by the server hydrate; a page whose focus wrapper is empty (the offline app shell)
 * renders, as Gatsby's own function does, and so does any other root (`gatsby develop`'s).
 */
export function hydrateInSlices(element: ReactNode, container: Element | DocumentFragment | null): void {
  if (!(container instanceof Element)) return;
  // `npm run dev` also renders Gatsby's loading indicator, into a root of its own beside the page's.
  if (process.env.NODE_ENV === "development" && !container.contains(document.getElementById("gatsby-focus-wrapper")))
    return startTransition(() => createRoot(container).render(element));
  const built = document.getElementById("gatsby-focus-wrapper")?.hasChildNodes() ?? false;
  startTransition(() => {
    if (built) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
}
