import { MAIN_ID } from "./main";

/**
 * Holds the page's first frame until the parser has read everything above the main region: the
 * header and whatever a layout puts between it and its content (`rel=expect`, Chromium 124+; other
 * browsers ignore the link). The header's end group right-aligns its items and wraps below the logo
 * on a phone when they no longer fit; a frame painted while the parser had read only its first item
 * showed that item beside the logo, and the group jumped to a second row as the rest arrived, a layout
 * shift (a busy machine's parser yields to rendering there now and then, as a slow phone's does). The
 * hold ends at the main region's start tag, so the content itself paints as it arrives. A page without
 * it (an app shell) is held until its parsing ends instead.
 */
export function ShellExpect() {
  return <link key="shell-expect" rel="expect" href={`#${MAIN_ID}`} blocking="render" />;
}
