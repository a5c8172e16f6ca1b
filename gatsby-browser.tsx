import type { GatsbyBrowser } from "gatsby";
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
