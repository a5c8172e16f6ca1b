/**
 * Loads one path the prefetch queue hands over (Gatsby's onPrefetchPathname). Gatsby's own download
 * step is switched off (disableCorePrefetching) because it never settles when a page is missing, which
 * stops its queue for the rest of the visit; the loader's `loadPage` always settles and keeps what it
 * loaded for the navigation that follows.
 */
export function prefetchPath(loadPage: unknown, path: string): void {
  if (typeof loadPage !== "function") return;
  const pending: unknown = Reflect.apply(loadPage, undefined, [path]);
  // A failed prefetch costs nothing: the navigation loads the page again and handles the failure.
  if (pending instanceof Promise) pending.catch(() => undefined);
}
