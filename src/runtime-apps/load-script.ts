import { assetParent } from "./asset-parent";
import { AppError } from "./errors";
import type { ScriptEntry } from "./validate-bootstrapper";

const loaded = new Map<string, Promise<void>>();
const preloaded = new Set<string>();

/**
 * Starts downloading a script at once (`<link rel="preload">`), so an app's scripts arrive in
 * parallel although they run one after the other.
 */
export function preloadScript(entry: ScriptEntry): void {
  if (preloaded.has(entry.url) || loaded.has(entry.url)) return;
  preloaded.add(entry.url);
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "script";
  link.href = entry.url;
  link.fetchPriority = "high";
  // The preload is only reused by a script with the same integrity and CORS mode.
  if (entry.integrity) {
    link.integrity = entry.integrity;
    link.crossOrigin = "anonymous";
  }
  assetParent().appendChild(link);
}

/**
 * Adds one app script as `<script async>` (with `integrity` and CORS when the bootstrapper gave a
 * hash) and settles when it has run. Each URL is loaded once per page; a failed one may be retried
 * by a later mount. An exception thrown by the script while it runs is caught here, kept out of
 * the page's uncaught errors, and turns into a failure of its app.
 */
export function loadScript(app: string, entry: ScriptEntry, timeoutMs: number): Promise<void> {
  const known = loaded.get(entry.url);
  if (known) return known;
  const loading = inject(app, entry, timeoutMs);
  loaded.set(entry.url, loading);
  loading.catch(() => loaded.delete(entry.url));
  return loading;
}

function inject(app: string, entry: ScriptEntry, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = entry.url;
    script.async = true;
    // Async scripts default to low priority; someone is waiting for this slot.
    script.fetchPriority = "high";
    script.dataset.runtimeApp = app;
    if (entry.integrity) {
      script.integrity = entry.integrity;
      script.crossOrigin = "anonymous";
    }
    let thrown: string | undefined;
    const onError = (event: Event): void => {
      if (!(event instanceof ErrorEvent)) return;
      if (event.filename !== script.src && document.currentScript !== script) return;
      event.preventDefault();
      thrown ??= event.message || "unknown error";
    };
    const finish = (error?: AppError): void => {
      clearTimeout(timer);
      window.removeEventListener("error", onError, true);
      script.onload = null;
      script.onerror = null;
      if (!error) return resolve();
      script.remove();
      reject(error);
    };
    const timer = setTimeout(
      () => finish(new AppError(app, "timeout", `script did not load within ${timeoutMs} ms (${entry.url})`)),
      timeoutMs,
    );
    window.addEventListener("error", onError, true);
    script.onload = () =>
      finish(thrown === undefined ? undefined : new AppError(app, "script-threw", `script threw while running: ${thrown} (${entry.url})`));
    script.onerror = () => finish(new AppError(app, "script-failed", `script failed to load (${entry.url})`));
    assetParent().appendChild(script);
  });
}
