import type { GatsbyBrowser } from "gatsby";
import { hydrateInSlices } from "./src/shell/hydrate";
import { wrapPage } from "./src/shell/wrap-page";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage;
// Page loading, routing, prefetch, progress and service-worker behaviour (docs/page-loading.md).
export {
  onClientEntry,
  onRouteUpdateDelayed,
  onPreRouteUpdate,
  onRouteUpdate,
  shouldUpdateScroll,
  disableCorePrefetching,
  onPrefetchPathname,
} from "./src/shell/page-loading/browser-api";

/**
 * The first render hydrates in slices (src/shell/hydrate.ts). Not typed as GatsbyBrowser's: that type is
 * ReactDOM.render's legacy signature, whose return value Gatsby ignores.
 */
export const replaceHydrateFunction = () => hydrateInSlices;
