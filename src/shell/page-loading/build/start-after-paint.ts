/**
 * The page's scripts start after its first paint. Gatsby ends the body with them
 * (`<script src async>`): fetched at once, they arrive and run before the first frame on a fast
 * connection, and share a slow one with the page's styles, while the largest paint of every page is
 * in the HTML. One inline script takes their place (docs/page-loading.md, "First paint").
 */

import { scriptSafeJson as json } from "../../../seo/json-ld";
import { noticeScriptUrl } from "../../unsupported-browser/build/notice-code";
import { supportTestCode } from "../../unsupported-browser/support-test";

/** The web manifest (static/), linked by the starter rather than the head's HTML. */
export const MANIFEST_URL = "/manifest.webmanifest";

/** A run of Gatsby's page scripts, as its HTML renderer writes them. */
const SCRIPT_RUN = /(?:<script src="[^"<>]+" async(?:="")?><\/script>)+/;
const SCRIPT = /<script src="([^"<>]+)" async(?:="")?><\/script>/g;

/** What every page's starter begins with: the support test, and the notice's script for a browser that fails it (built once). */
let unsupportedBranch: string | undefined;
const unsupported = (): string =>
  (unsupportedBranch ??= `if(!${supportTestCode()}){var u=d.createElement("script");u.src=${json(noticeScriptUrl())};d.body.appendChild(u);return}`);

/**
 * The inline code: in a browser that can run them (../unsupported-browser), links the web manifest,
 * starts the scripts and preloads the chunks the first render needs beside them, when the browser reports the page's first
 * paint; at once in a tab that is not visible (it paints nothing until shown) or without paint timing,
 * and after one second at the latest.
 */
export function startScriptsCode(scripts: readonly string[], preloads: readonly string[]): string {
  return (
    // A browser without what the scripts need keeps the server-rendered page and gets the notice's script instead.
    `(function(d,s,p){${unsupported()}var go=0,o;function start(){if(go)return;go=1;if(o)o.disconnect();` +
    // The web manifest's link too: in the head's HTML the browser fetched it before the first paint.
    `var m=d.createElement("link");m.rel="manifest";m.href=${json(MANIFEST_URL)};d.head.appendChild(m);` +
    `p.forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;d.head.appendChild(l)});` +
    `s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}` +
    `if(d.visibilityState!=="visible")start();` +
    `else try{o=new PerformanceObserver(start);o.observe({type:"paint",buffered:true})}catch(e){start()}` +
    `setTimeout(start,1000)})(document,${json(scripts)},${json(preloads)})`
  );
}

/**
 * The page's HTML with its scripts started after the first paint: Gatsby's, then `more` (chunks every
 * page needs that Gatsby does not name), and `preloads` fetched beside them; HTML without Gatsby's
 * scripts is returned as it is.
 */
export function startAfterFirstPaint(html: string, preloads: readonly string[], more: readonly string[] = []): string {
  return html.replace(SCRIPT_RUN, (run) => {
    const gatsby = [...run.matchAll(SCRIPT)].map((match) => match[1] ?? "");
    const scripts = [...gatsby, ...more.filter((src) => !gatsby.includes(src))];
    // A chunk the page starts needs no preload besides.
    return `<script id="start-after-paint">${startScriptsCode(
      scripts,
      preloads.filter((src) => !scripts.includes(src)),
    )}</script>`;
  });
}

/** The scripts a finished page starts after its first paint (read back from its inline script, for the bench). */
export function scriptsStartedBy(html: string): string[] {
  const lists = /<script id="start-after-paint">[^<]*\}\)\(document,(\[[^\]]*\]),\[[^\]]*\]\)<\/script>/.exec(html);
  const parsed: unknown = lists?.[1] === undefined ? [] : JSON.parse(lists[1]);
  return Array.isArray(parsed) ? parsed.filter((src): src is string => typeof src === "string") : [];
}
