import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { hashedName } from "../../../config/build/hashed-name";
import { runtimeConfig } from "../../../runtime-apps/config";
import { scriptSafeJson as json } from "../../../seo/json-ld";
import { palette } from "../../../theme/palette";
import { theme } from "../../../theme/theme";
import { NOTICE_ID } from "../notice-id";

/** The runtime app that tells a visitor their browser is not supported (spec §4's `unsupported-browser`). */
export const UNSUPPORTED_APP = "unsupported-browser";

/**
 * An ES5 function from a host name to its environment, the rules of src/environment/environment.ts
 * (a unit test runs both over the same hosts): dev on loopback hosts, stage when a whole label is
 * `internal` or `local`, prod otherwise.
 */
export const environmentCode =
  `function(host){var h=host.toLowerCase().replace(/\\.$/,""),l="."+h+".";` +
  `return h=="localhost"||/\\.localhost$/.test(h)||h=="[::1]"||h=="::1"||/^127(\\.\\d{1,3}){3}$/.test(h)?"dev"` +
  `:l.indexOf(".internal.")>=0||l.indexOf(".local.")>=0?"stage":"prod"}`;

/**
 * ES5 code that shows the server-rendered notice and tries to mount the `unsupported-browser` app in
 * it: the app's bootstrapper (one attempt, the loader's timeout), its scripts in order, a create
 * function registered by a script from the app's own base (docs/runtime-apps.md, the same rules as
 * the shell's loader, which this browser cannot run). Any failure leaves the site's own notice.
 */
export function noticeCode(): string {
  return (
    `(function(d,w,roots,app,timeout){var n=d.getElementById(${json(NOTICE_ID)});if(!n)return;n.removeAttribute("hidden");` +
    `var a=d.createElement("a");a.href=roots[(${environmentCode})(w.location.hostname)]+app+"/";var base=a.href,slot=n.querySelector("[data-app]");if(!slot)return;` +
    `var x=new XMLHttpRequest();x.open("GET",base+"bootstrapper.json");x.timeout=timeout;` +
    `x.onload=function(){if(x.status!=200)return;var b,list=[],k,v,src;try{b=JSON.parse(x.responseText)}catch(e){return}` +
    `if(!b||typeof b!="object")return;for(k in b){if(!Object.prototype.hasOwnProperty.call(b,k))continue;v=b[k];src=typeof v=="string"?v:v&&v.src;` +
    `if(typeof src!="string"||!/^[A-Za-z0-9_~-][A-Za-z0-9_.~-]*(\\/[A-Za-z0-9_~-][A-Za-z0-9_.~-]*)*\\.js$/.test(src))return;` +
    `list.push({src:src,integrity:v&&typeof v=="object"?v.integrity:undefined})}if(!list.length||list.length>16)return;` +
    `var create;w.movantaApps={push:function(r){var c=d.currentScript;if(r&&r.name==app&&typeof r.create=="function"&&c&&c.src.indexOf(base)===0)create=r.create}};` +
    `(function next(i){if(i==list.length){if(!create)return;try{var el=d.createElement("div"),links={},as=n.querySelectorAll("a[data-browser]"),j;` +
    `for(j=0;j<as.length;j++)links[as[j].getAttribute("data-browser")]=as[j].href;` +
    `slot.appendChild(el);create(el,Object.freeze({marketId:n.getAttribute("data-market"),locale:n.getAttribute("data-locale"),appBase:base,browserDownloadLink:Object.freeze(links)}));n.setAttribute("data-app-mounted","")}catch(e){}return}` +
    `var s=d.createElement("script");s.src=base+list[i].src;if(list[i].integrity){s.integrity=list[i].integrity;s.crossOrigin="anonymous"}` +
    `s.onload=function(){next(i+1)};d.body.appendChild(s)})(0)};x.send()})` +
    `(document,window,${json(runtimeConfig.appRoot)},${json(UNSUPPORTED_APP)},${runtimeConfig.bootstrapperTimeoutMs})`
  );
}

/** The notice's looks, added through the CSSOM (which CSP does not check), so pages carry no style for it. */
// The light scheme's values written out: a browser this old may know no custom properties.
const { warningSurface, text, warning, info } = palette.light;

export const NOTICE_RULES: readonly string[] = [
  `#${NOTICE_ID}{padding:${theme.space[4]};background:${warningSurface};color:${text};border-bottom:2px solid ${warning};font-family:${theme.font.family};font-size:${theme.type.md.size};line-height:${theme.type.md.lineHeight}}`,
  `#${NOTICE_ID} p{margin:0 0 ${theme.space[2]}}`,
  `#${NOTICE_ID} ul{margin:0;padding:0;list-style:none}`,
  `#${NOTICE_ID} li{display:inline-block;margin-inline-end:${theme.space[5]}}`,
  `#${NOTICE_ID} a{color:${info}}`,
  `#${NOTICE_ID}[data-app-mounted] [data-fallback]{display:none}`,
];

/**
 * The notice's script: its rules, then `noticeCode`. A file of its own, fetched only by a browser that
 * fails the support test, so the pages of every other browser carry none of it.
 */
export const noticeScript = (): string =>
  `(function(d){var st=d.createElement("style");d.head.appendChild(st);var r=${json(NOTICE_RULES)};` +
  `for(var i=0;i<r.length;i++)st.sheet.insertRule(r[i],i)})(document);\n${noticeCode()};\n`;

let url: string | undefined;

/** The script's address: its content's hash in the name, as the site's other hashed files (computed once per build). */
export function noticeScriptUrl(): string {
  url ??= `/${hashedName("unsupported-browser.js", noticeScript())}`;
  return url;
}

/** Writes the notice's script into the build's output (onPreBuild), before the pages name it. */
export function publishNoticeScript(publicDir: string): void {
  writeFileSync(join(publicDir, noticeScriptUrl().slice(1)), noticeScript());
}
