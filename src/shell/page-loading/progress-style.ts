import { pageLoading } from "./constants";

/**
 * The few rules of nprogress's stylesheet the bar needs, in the spec's colour. They are inserted as
 * an inline style element on the client, so no stylesheet request blocks the first render.
 */
export const progressCss = `
#nprogress { pointer-events: none; direction: ltr; }
#nprogress .bar { position: fixed; z-index: 1031; top: 0; inset-inline-start: 0; width: 100%; height: 3px; background: ${pageLoading.progressColour}; }
#nprogress .peg { display: block; position: absolute; inset-inline-end: 0; width: 100px; height: 100%; box-shadow: 0 0 10px ${pageLoading.progressColour}, 0 0 5px ${pageLoading.progressColour}; opacity: 1; transform: rotate(3deg) translate(0, -4px); }
[dir="rtl"] #nprogress .bar { scale: -1 1; }
@media (prefers-reduced-motion: reduce) { #nprogress .bar, #nprogress .peg { transition: none !important; } }
`;

/** Id of the inline style element, so it is inserted once. */
export const PROGRESS_STYLE_ID = "page-progress-style";
