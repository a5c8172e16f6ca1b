import { BANNER_END_ID } from "../banner";
import { consentAssetUrls } from "./static-assets";
import { CONSENT_COOKIE, POLICY_VERSION } from "../../../services/consent/state";

/** The hashed names, set by webpack in the HTML renderer (src/gatsby/webpack.ts); hashed from disk elsewhere (tests). */
declare const CONSENT_ASSET_URLS: ReturnType<typeof consentAssetUrls> | undefined;
const urls = typeof CONSENT_ASSET_URLS === "undefined" ? consentAssetUrls() : CONSENT_ASSET_URLS;

/**
 * Consent Mode v2, strict, as the first script of every page's head (server render only):
 * static/consent-mode.js sets every storage purpose to denied, then applies the visitor's stored
 * answer of the current policy version and marks it on `<html data-consent>`, which hides the
 * banner before the first paint. A same-origin file, not inline code (a strict CSP needs no hash
 * for it), kept without comments because every byte of it is first-load JavaScript; blocking on
 * purpose, since it must run before any tag and before the first paint. The cookie's name and
 * policy version come from here, so the script and the bundle cannot disagree; the file name
 * carries its content's hash (static-assets.ts).
 */
export function ConsentModeScript() {
  return <script key="consent-mode" src={urls.script} data-cookie={CONSENT_COOKIE} data-version={POLICY_VERSION} />;
}

/** The banner's styles (static/consent.css): no first-load JavaScript, and in force before the first paint. */
export function ConsentStylesheet() {
  return <link key="consent-style" rel="stylesheet" href={urls.style} />;
}

/**
 * Holds the page's first frame until the parser has read the whole banner, up to its empty last
 * element (`rel=expect`, Chromium 124+; browsers without it ignore the link). The banner comes first
 * in the body and sits on the viewport's bottom edge: a frame painted while the parser has read only
 * its start tag or first lines shows a short sheet, which grows upwards as the rest arrives, a layout
 * shift of up to 0.09 (a busy machine's parser yields to rendering there now and then). Chromium ends
 * the hold as soon as the named element's start tag is read, so the link names the banner's end,
 * not the banner. A page without the banner (the app shell) is held until its parsing ends instead.
 */
export function ConsentBannerExpect() {
  return <link key="consent-expect" rel="expect" href={`#${BANNER_END_ID}`} blocking="render" />;
}
