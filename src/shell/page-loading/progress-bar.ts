import NProgress from "nprogress";
import { PROGRESS_STYLE_ID, progressCss } from "./progress-style";

// No spinner (spec §2); the bar is decorative, the route announcer tells screen readers the outcome.
NProgress.configure({
  showSpinner: false,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  // nprogress finds its parts by role by default; the roles it uses are not ARIA roles.
  barSelector: ".bar",
});

/** Adds the bar's styles once, as an inline style element. */
export function installProgressStyle(doc: Document = document): void {
  if (doc.getElementById(PROGRESS_STYLE_ID)) return;
  const style = doc.createElement("style");
  style.id = PROGRESS_STYLE_ID;
  style.textContent = progressCss;
  doc.head.appendChild(style);
}

/** Starts the bar: Gatsby calls this only when a navigation has taken longer than one second. */
export function startProgress(): void {
  NProgress.start();
}

/** Completes and removes the bar; does nothing when it never started. */
export function finishProgress(): void {
  NProgress.done();
}
