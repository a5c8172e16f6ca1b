import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONSENT_COOKIE, POLICY_VERSION } from "./state";

/**
 * A file of static/ with its content's hash as query: the service worker keeps `.js` and `.css`
 * files cache-first by name, and a URL with a query is left to the network and the HTTP cache, so
 * a changed file is seen on the next page.
 */
function versioned(file: string): string {
  const hash = createHash("sha256").update(readFileSync(join(process.cwd(), "static", file))).digest("hex").slice(0, 12);
  return `/${file}?v=${hash}`;
}

const scriptUrl = versioned("consent-mode.js");
const styleUrl = versioned("consent.css");

/**
 * Consent Mode v2, strict, as the first script of every page's head (server render only):
 * static/consent-mode.js sets every storage purpose to denied, then applies the visitor's stored
 * answer of the current policy version and marks it on `<html data-consent>`, which hides the
 * banner before the first paint. A same-origin file, not inline code (a strict CSP needs no hash
 * for it), kept without comments because every byte of it is first-load JavaScript; blocking on
 * purpose, since it must run before any tag and before the first paint. The cookie's name and
 * policy version come from here, so the script and the bundle cannot disagree.
 */
export function ConsentModeScript() {
  return <script key="consent-mode" src={scriptUrl} data-cookie={CONSENT_COOKIE} data-version={POLICY_VERSION} />;
}

/** The banner's styles (static/consent.css): no first-load JavaScript, and in force before the first paint. */
export function ConsentStylesheet() {
  return <link key="consent-style" rel="stylesheet" href={styleUrl} />;
}
