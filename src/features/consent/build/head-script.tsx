import { BANNER_END_ID } from "../banner";
import { consentHeadCode } from "./head-code";
import { CONSENT_COOKIE, POLICY_VERSION } from "../../../services/consent/state";

/** The files' code, set by webpack in the HTML renderer (src/gatsby/webpack.ts); read from disk elsewhere (tests). */
declare const CONSENT_HEAD_CODE: ReturnType<typeof consentHeadCode> | undefined;
const code = typeof CONSENT_HEAD_CODE === "undefined" ? consentHeadCode() : CONSENT_HEAD_CODE;

/**
 * Consent Mode v2, strict, as the first script of every page's head (server render only):
 * head/consent-mode.js sets every storage purpose to denied, then applies the visitor's stored
 * answer of the current policy version and marks it on `<html data-consent>`, which hides the
 * banner before the first paint. Inline, not a file: a file was a request the first paint waited
 * for (the CSP hashes it like every inline script, src/build/csp.ts). Kept without comments because
 * every byte of it is in every page. The cookie's name and policy version come from here, so the
 * script and the bundle cannot disagree. The file is a build input, not code of ours (no content in it).
 */
export function ConsentModeScript() {
  return (
    <script
      key="consent-mode"
      data-cookie={CONSENT_COOKIE}
      data-version={POLICY_VERSION}
      dangerouslySetInnerHTML={{ __html: code.script }}
    />
  );
}

/** The banner's styles (head/consent.css), inline: no first-load JavaScript and no request before the first paint. */
export function ConsentStylesheet() {
  return <style key="consent-style" dangerouslySetInnerHTML={{ __html: code.style }} />;
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
