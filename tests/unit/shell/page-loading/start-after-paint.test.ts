import { readFileSync } from "node:fs";
import { join } from "node:path";
import { finishHtml, finishTree } from "../../../../src/build/finish-pages";
import { PageMessages } from "../../../../src/i18n/build/page-messages";
import { scriptsStartedBy, startAfterFirstPaint, startScriptsCode } from "../../../../src/shell/page-loading/build/start-after-paint";
import { noticeScriptUrl } from "../../../../src/shell/unsupported-browser/build/notice-code";
import { fixtureRoot } from "../../content/fixture-root";
import { repoBundles } from "../../repo-bundles";

const scripts = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"];
const gatsbyPage = (tags: string) =>
  `<html><head></head><body><div id="___gatsby"><h1>Hi</h1></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>${tags}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const asyncTags = scripts.map((src) => `<script src="${src}" async></script>`).join("");

/** Runs the inline code against a stand-in document and browser, recording what it adds and when. */
function run(options: { visible: boolean; paintTiming: boolean; supported?: boolean }) {
  const added: string[] = [];
  let observed: (() => void) | undefined;
  let disconnected = false;
  let timer: (() => void) | undefined;
  const element = (tag: string) => ({ tag, rel: "", as: "", href: "", src: "", async: false });
  const document = {
    visibilityState: options.visible ? "visible" : "hidden",
    createElement: element,
    head: { appendChild: (e: ReturnType<typeof element>) => added.push(`${e.tag} ${e.rel}/${e.as} ${e.href}`) },
    body: { appendChild: (e: ReturnType<typeof element>) => added.push(`${e.tag} ${e.src} async=${String(e.async)}`) },
  };
  class Observer {
    constructor(callback: () => void) {
      if (!options.paintTiming) throw new TypeError("PerformanceObserver is not supported");
      observed = callback;
    }
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: "paint", buffered: true });
    }
    disconnect() {
      disconnected = true;
    }
  }
  const code = startScriptsCode(scripts, ["/consent-banner-4.js"]);
  // The code refers to `document` by its parameter and to the browser's globals by name; the support
  // test (src/shell/unsupported-browser/support-test.ts) finds a current browser unless told otherwise.
  const dialog = class {
    showModal(): void {}
  };
  const window = options.supported === false ? {} : { IntersectionObserver: class {} };
  const css = { supports: () => true };
  new Function("document", "PerformanceObserver", "setTimeout", "HTMLDialogElement", "window", "CSS", code)(
    document,
    Observer,
    (fn: () => void, ms: number) => {
      expect(ms).toBe(1000);
      timer = fn;
    },
    dialog,
    window,
    css,
  );
  return { added, paint: () => observed?.(), timeout: () => timer?.(), disconnected: () => disconnected };
}

const started = [
  "link manifest/ /manifest.webmanifest",
  "link preload/script /consent-banner-4.js",
  "script /webpack-runtime-1.js async=true",
  "script /framework-2.js async=true",
  "script /app-3.js async=true",
];

describe("the page's scripts, started after its first paint", () => {
  it("are not started in a browser without what they need: the unsupported-browser notice's script is", () => {
    const { added, paint, timeout } = run({ visible: true, paintTiming: true, supported: false });
    paint();
    timeout();
    expect(added).toEqual([`script ${noticeScriptUrl()} async=false`]);
  });

  it("replace Gatsby's script tags by one inline script naming them in order, the rest of the page untouched", () => {
    const html = startAfterFirstPaint(gatsbyPage(asyncTags), ["/consent-banner-4.js"]);
    expect(html).not.toContain("async></script>");
    expect(html).toBe(gatsbyPage(`<script id="start-after-paint">${startScriptsCode(scripts, ["/consent-banner-4.js"])}</script>`));
    // A page already finished, or one without Gatsby's scripts, stays as it is.
    expect(startAfterFirstPaint(html, ["/x.js"])).toBe(html);
    expect(startAfterFirstPaint(gatsbyPage(""), [])).toBe(gatsbyPage(""));
    // The bench reads the list back.
    expect(scriptsStartedBy(html)).toEqual(scripts);
    expect(scriptsStartedBy(gatsbyPage(""))).toEqual([]);
  });

  it("start the chunks every page needs after Gatsby's own, each once", () => {
    const html = startAfterFirstPaint(
      gatsbyPage(asyncTags),
      ["/commons-6.js", "/consent-banner-4.js"],
      ["/commons-6.js", "/page-shell-5.js", "/app-3.js"],
    );
    expect(scriptsStartedBy(html)).toEqual([...scripts, "/commons-6.js", "/page-shell-5.js"]);
    // A chunk that is started is not preloaded besides.
    expect(html).toContain(startScriptsCode([...scripts, "/commons-6.js", "/page-shell-5.js"], ["/consent-banner-4.js"]));
  });

  it("cannot end its own script element whatever the addresses hold", () => {
    expect(startScriptsCode(["/a.js?</script><script>alert(1)</script>"], ["</script>"])).not.toMatch(/<\//);
  });

  it("start nothing before the browser reports the first paint, then everything once", () => {
    const page = run({ visible: true, paintTiming: true });
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual(started);
    expect(page.disconnected()).toBe(true);
    page.timeout();
    page.paint();
    expect(page.added).toEqual(started);
  });

  it("start after a second if no paint is reported", () => {
    const page = run({ visible: true, paintTiming: true });
    page.timeout();
    expect(page.added).toEqual(started);
  });

  it("start at once in a tab that is not visible, or without paint timing", () => {
    expect(run({ visible: false, paintTiming: true }).added).toEqual(started);
    expect(run({ visible: true, paintTiming: false }).added).toEqual(started);
  });

  it("preload the runtime-app runner on a page with a slot bound to an app, and on no other page", () => {
    const finish = {
      messages: new PageMessages(repoBundles()),
      scriptPreloads: ["/consent-banner-4.js"],
      shellScripts: [],
      runnerPreloads: ["/app-runner-6.js"],
    };
    const preloadsOf = (html: string): unknown => JSON.parse(/,(\[[^\]]*\])\)<\/script>/.exec(html)?.[1] ?? "null");
    const page = (body: string) => gatsbyPage(asyncTags).replace("<h1>Hi</h1>", body);
    const bound =
      '<section aria-label="Booking" data-app-slot="booking-engine" data-app-status="NOT_LOADED" data-app-name="rac-search"></section>';
    expect(preloadsOf(finishHtml(page(bound), finish))).toEqual(["/consent-banner-4.js", "/app-runner-6.js"]);
    const unbound = '<div data-app-slot="ad" data-app-status="NOT_LOADED"></div>';
    expect(preloadsOf(finishHtml(page(unbound), finish))).toEqual(["/consent-banner-4.js"]);
    expect(preloadsOf(finishHtml(page('<p>data-app-name="x" as text</p>'), finish))).toEqual(["/consent-banner-4.js"]);
  });

  it("are finished in every page of a built tree but the skipped ones", () => {
    const root = fixtureRoot({
      "public/index.html": gatsbyPage(asyncTags),
      "public/fr/404.html/index.html": gatsbyPage(asyncTags),
      "public/404.html": gatsbyPage(asyncTags),
      "public/_sites/h/index.html": gatsbyPage(asyncTags),
      "public/static/note.txt": "not a page",
    });
    const dir = join(root, "public");
    const finish = {
      messages: new PageMessages(repoBundles()),
      scriptPreloads: [],
      shellScripts: ["/page-shell-5.js"],
    };
    expect(finishTree(dir, finish, (rel) => rel.startsWith("_sites/")).pages).toBe(3);
    const read = (rel: string) => readFileSync(join(dir, rel), "utf8");
    for (const rel of ["index.html", "fr/404.html/index.html", "404.html"])
      expect(scriptsStartedBy(read(rel))).toEqual([...scripts, "/page-shell-5.js"]);
    expect(read("_sites/h/index.html")).toBe(gatsbyPage(asyncTags));
    expect(finishTree(dir, finish, (rel) => rel.startsWith("_sites/")).pages).toBe(0);
  });
});
