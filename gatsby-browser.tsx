import type { GatsbyBrowser } from "gatsby";
import { hydrateInSlices } from "./src/shell/hydrate";
import { onClientEntry as pageLoadingEntry } from "./src/shell/page-loading/browser-api";
import { afterPageShell, loadPageShell, nextTask } from "./src/shell/page-shell";

// The page shell is a chunk of its own, evaluated in a task of its own (src/shell/page-shell.ts).
export { wrapPageElement } from "./src/shell/page-shell";

/**
 * Page loading's client entry (docs/page-loading.md). Gatsby goes on (its router, the page data's
 * request) when the returned promise resolves: in a task of its own, not in the app chunk's first;
 * the page shell's code follows in tasks of its own.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = (args, options) => {
  pageLoadingEntry?.(args, options);
  const gatsbyGoesOn = nextTask();
  void loadPageShell();
  return gatsbyGoesOn;
};

// Page loading, routing, prefetch, progress and service-worker behaviour (docs/page-loading.md).
export {
  onRouteUpdateDelayed,
  onPreRouteUpdate,
  onRouteUpdate,
  shouldUpdateScroll,
  disableCorePrefetching,
  onPrefetchPathname,
} from "./src/shell/page-loading/browser-api";

/**
 * The first render waits for the page shell, then hydrates in slices (src/shell/hydrate.ts). Not typed as
 * GatsbyBrowser's: that type is ReactDOM.render's legacy signature, whose return value Gatsby ignores.
 */
export const replaceHydrateFunction = () => afterPageShell(hydrateInSlices);
