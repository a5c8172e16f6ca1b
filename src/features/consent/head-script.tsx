import { consentAssetUrls } from "./static-assets";
import { CONSENT_COOKIE, POLICY_VERSION } from "./state";

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
