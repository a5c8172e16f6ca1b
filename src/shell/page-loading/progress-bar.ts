import type { NProgress } from "nprogress";
import { PROGRESS_STYLE_ID, progressCss } from "./progress-style";

let bar: Promise<NProgress> | undefined;
let wanted = false;

/**
 * nprogress is needed only once a navigation is slow, so it stays out of what a page downloads
 * before the visitor acts: its small chunk loads on the first press or key (warmProgressBar), a
 * second before Gatsby could show the bar.
 */
function loadBar(): Promise<NProgress> {
  bar ??= import(/* webpackChunkName: "progress-bar" */ "nprogress").then(({ default: nprogress }) =>
    // No spinner (spec §2); the bar is decorative: the route announcer tells screen readers the outcome.
    nprogress.configure({
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      // nprogress finds its parts by role by default; the roles it uses are not ARIA roles.
      barSelector: ".bar",
    }),
  );
  return bar;
}

/** Loads the bar's code on the visitor's first press or key: a navigation starts with one (a link, a search). */
export function warmProgressBar(target: EventTarget = window): void {
  const warm = (): void => {
    for (const type of ["pointerdown", "keydown"]) target.removeEventListener(type, warm, true);
    void loadBar().catch(() => (bar = undefined));
  };
  for (const type of ["pointerdown", "keydown"]) target.addEventListener(type, warm, { capture: true, passive: true });
}

/** Adds the bar's styles once, as an inline style element. */
export function installProgressStyle(doc: Document = document): void {
  if (doc.getElementById(PROGRESS_STYLE_ID)) return;
  const style = doc.createElement("style");
  style.id = PROGRESS_STYLE_ID;
  style.textContent = progressCss;
  doc.head.appendChild(style);
}

/** Starts the bar: Gatsby calls this only when a navigation has taken longer than one second. */
export function startProgress(): Promise<void> {
  wanted = true;
  // A navigation that ended while the code was loading shows no bar.
  return loadBar().then(
    (nprogress) => void (wanted && nprogress.start()),
    () => undefined,
  );
}

/** Completes and removes the bar; does nothing when it never started. */
export function finishProgress(): Promise<void> {
  wanted = false;
  return (bar ?? Promise.resolve(undefined)).then(
    (nprogress) => void nprogress?.done(),
    () => undefined,
  );
}
