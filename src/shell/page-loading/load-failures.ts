import { NOTICE_REGION_ID, noticeTemplateId, type NoticeKind } from "./load-notice-ids";

/** Gatsby's public loader, as far as navigations and the first render use it (`window.___loader`). */
export type PageLoader = { loadPage: (path: string) => Promise<unknown> };

/** What the watch needs of the browser: the network's state and the notice region. */
export type LoadWatchEnvironment = {
  isOnline: () => boolean;
  /** Resolves at the next `online` event. */
  whenOnline: () => Promise<void>;
  show: (kind: NoticeKind) => void;
  hide: () => void;
};

/** Gatsby's own test of a failed load (navigation.js, production-app.js): no resources, or status `error`. */
export const loadFailed = (result: unknown): boolean =>
  result === null || typeof result !== "object" || ("status" in result && result.status === "error");

/**
 * Watches the loads of navigations and the first render (not prefetching, which Gatsby hands the
 * original function). Offline, a failed load waits for the network and is tried again, so the page
 * the visitor asked for follows instead of the browser's offline page; online, Gatsby goes on as
 * before (a full page load, or no React on a first render) and the visitor reads why.
 */
export function watchPageLoads(loader: PageLoader, environment: LoadWatchEnvironment): void {
  const load = loader.loadPage;
  const watched = async (path: string): Promise<unknown> => {
    const result = await load(path);
    if (!loadFailed(result)) return result;
    if (!environment.isOnline()) {
      environment.show("offline");
      await environment.whenOnline();
      environment.hide();
      return load(path);
    }
    environment.show("failed");
    return result;
  };
  loader.loadPage = watched;
}

/** The browser's side of the watch: navigator.onLine, its `online` event and the server-rendered notices. */
export function browserEnvironment(doc: Document = document, win: Window = window): LoadWatchEnvironment {
  const region = () => doc.getElementById(NOTICE_REGION_ID);
  return {
    isOnline: () => win.navigator.onLine,
    whenOnline: () => new Promise((resolve) => win.addEventListener("online", () => resolve(), { once: true })),
    show: (kind) => {
      const template = doc.getElementById(noticeTemplateId(kind));
      if (!(template instanceof HTMLTemplateElement)) return;
      const notice = template.content.cloneNode(true);
      // The one button, "Try again", loads the address again: Gatsby's own retries are spent.
      if (notice instanceof DocumentFragment) notice.querySelector("button")?.addEventListener("click", () => win.location.reload());
      region()?.replaceChildren(notice);
      region()?.removeAttribute("hidden");
    },
    hide: () => {
      region()?.setAttribute("hidden", "");
      region()?.replaceChildren();
    },
  };
}
