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

/** What Gatsby's loader returns for a queued path: a thenable that Link aborts when its link leaves the viewport. */
export type QueuedPrefetch = {
  then: (resolve: (done: boolean) => unknown, reject?: (error: unknown) => unknown) => unknown;
  abort: () => void;
};

/** The part of Gatsby's public loader (`window.___loader`) that Link calls when a link comes into view. */
export type QueueLoader = { enqueue: (path: string) => QueuedPrefetch | undefined };

/**
 * Gatsby's queue takes one place per link in view, so a page's several links to one page (the account
 * area's hash routes in the menu) would fill a four-page batch with one page. This gives each path one
 * place: later links to it share the first one's, which is aborted only when every one of them has
 * left the viewport.
 */
export function queueOncePerPath(loader: QueueLoader): void {
  const enqueue = loader.enqueue.bind(loader);
  const queued = new Map<string, { prefetch: QueuedPrefetch; links: number }>();
  loader.enqueue = (path) => {
    let entry = queued.get(path);
    if (!entry) {
      const prefetch = enqueue(path);
      if (!prefetch) return undefined;
      entry = { prefetch, links: 0 };
      queued.set(path, entry);
    }
    const shared = entry;
    shared.links += 1;
    let left = false;
    return {
      then: (resolve, reject) => shared.prefetch.then(resolve, reject),
      abort: () => {
        if (left) return;
        left = true;
        shared.links -= 1;
        if (shared.links > 0) return;
        queued.delete(path);
        shared.prefetch.abort();
      },
    };
  };
}
