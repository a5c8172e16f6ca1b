import type { GatsbyBrowser } from "gatsby";
import type * as WrapPage from "./wrap-page";

type Shell = typeof WrapPage;

let loading: Promise<Shell> | undefined;
let shell: Shell | undefined;

/**
 * The page shell (page context, messages, theme, global style, consent slot: src/shell/wrap-page.tsx)
 * is a chunk of its own, `page-shell`, which every page starts beside Gatsby's scripts
 * (src/build/finish-pages.ts). In the app chunk, its evaluation (styled-components' with the reading of
 * the server's styles, react-intl's, the shell's own) lengthened the app chunk's first task, the
 * longest task of every page. Asked for once the app has started (onClientEntry), in two tasks of its
 * own: styled-components first (src/shell/page-styles.ts), then the rest; in one task they made the
 * longest task after the first paint. Both
 * modules are in the one chunk (same chunk name), so the chunks every page loads stay as they are.
 * Then the consent banner's chunk, whose script runs in a task of its own. Gatsby fetches the page
 * data meanwhile; the first render waits for them all (`afterPageShell`).
 */
export function loadPageShell(): Promise<Shell> {
  loading ??= nextTask()
    .then(() => import(/* webpackChunkName: "page-shell" */ "./page-styles"))
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "page-shell" */ "./wrap-page"))
    .then(async (module) => {
      // The consent banner's chunk, preloaded with the page's: the banner hydrates with the page (src/features/consent/consent-slot.tsx).
      await module.loadConsentBanner();
      return (shell = module);
    });
  return loading;
}

/** Resolves in a new task, after what the browser has queued meanwhile (a timer's task, not a microtask). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Gatsby's render function, run once the page shell has loaded; if it cannot load, the page stays as the server rendered it. */
export function afterPageShell<Args extends unknown[]>(render: (...args: Args) => void): (...args: Args) => void {
  return (...args) =>
    void loadPageShell().then(
      () => render(...args),
      (error: unknown) =>
        console.error("The page shell's code did not load: the page stays as the server rendered it, without script.", error),
    );
}

/** The shell's wrapPageElement; Gatsby renders only through `afterPageShell`, so the shell is there. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = (args) => {
  if (!shell)
    throw new Error(
      "The page shell rendered before its code loaded: Gatsby's render must go through afterPageShell (src/shell/page-shell.ts).",
    );
  return shell.wrapPage(args);
};
