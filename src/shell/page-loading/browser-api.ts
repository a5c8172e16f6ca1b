import type { GatsbyBrowser } from "gatsby";
import { warmIntl } from "../../i18n/warm-intl";
import { errorPagePathForEntry } from "./error-pages";
import { browserEnvironment, watchPageLoads, type PageLoader } from "./load-failures";
import { gateHoverLoading, type HoverLoader } from "./prefetch-policy";
import { prefetchPath, queueOncePerPath, type QueueLoader } from "./prefetch-queue";
import { finishProgress, installProgressStyle, startProgress, warmProgressBar } from "./progress-bar";
import { applyScroll, scrollAction } from "./scroll-policy";
import { reloadIfWorkerUpdated } from "./service-worker";

/** Before Gatsby's first render: error-page address, hover policy, one queue place per page, failed loads told, bar styles (its code on the first press), manual scrolling, ICU warmed. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const errorPath = errorPagePathForEntry(window.pagePath, window.location.pathname);
  if (errorPath) window.pagePath = errorPath;
  const loader: unknown = Reflect.get(window, "___loader");
  if (hasMethod<HoverLoader>(loader, "hovering")) gateHoverLoading(loader, () => navigator);
  if (hasMethod<QueueLoader>(loader, "enqueue")) queueOncePerPath(loader);
  if (hasMethod<PageLoader>(loader, "loadPage")) watchPageLoads(loader, browserEnvironment());
  installProgressStyle();
  warmProgressBar();
  // The shell owns scrolling: the browser must not restore positions on back and forward either.
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  // In tasks of their own, before the page data arrives, so hydration does not pay for it (warm-intl.ts).
  warmIntl(document.documentElement.lang);
};

/** Gatsby calls this when a navigation has not finished after one second (spec §9). */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => void startProgress();

/** Before a route renders: a pending service-worker update turns it into a full page load. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  reloadIfWorkerUpdated(location.pathname, prevLocation?.pathname);
};

/** After a route rendered: the bar completes and the window goes to the new page's top. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  void finishProgress();
  applyScroll(scrollAction(prevLocation, location));
};

/** Spec §2: the shell never restores scroll; onRouteUpdate places new pages instead. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = () => false;

/** Gatsby's download step is replaced by onPrefetchPathname; its queue and checks stay (spec §9). */
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true;

/** Loads each path the prefetch queue releases, four per batch, three seconds apart. */
export const onPrefetchPathname: GatsbyBrowser["onPrefetchPathname"] = ({ pathname, loadPage }) => prefetchPath(loadPage, pathname);

/** Whether Gatsby's loader has the method a wrapper of ours replaces (its internals are not typed). */
function hasMethod<Loader>(value: unknown, method: keyof Loader & string): value is Loader {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, method) === "function";
}
