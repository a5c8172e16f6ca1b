import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { markets } from "../../../markets/index";
import { environmentOf } from "../../../src/environment/environment";
import { startScriptsCode } from "../../../src/shell/page-loading/build/start-after-paint";
import { environmentCode, noticeScript, noticeScriptUrl } from "../../../src/shell/unsupported-browser/build/notice-code";
import { UnsupportedBrowserNotice } from "../../../src/shell/unsupported-browser/notice";
import { SUPPORT_CHECKS, supportTestCode } from "../../../src/shell/unsupported-browser/support-test";

const market = (id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};
const messagesOf = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, `../../../src/i18n/messages/${locale}/common.json`), "utf8")) as Record<string, string>;

/** A browser with what the site needs, as the support test's globals; `without` takes one away. */
function browser(without?: "dialog" | "observer" | "builtins" | "css" | "throwing css") {
  const dialog =
    without === "dialog"
      ? class {}
      : class {
          showModal(): void {}
        };
  const win = without === "observer" ? {} : { IntersectionObserver: class {} };
  const object = without === "builtins" ? { fromEntries: undefined } : Object;
  const css =
    without === "css"
      ? undefined
      : {
          supports: () => {
            if (without === "throwing css") throw new Error("no");
            return true;
          },
        };
  return { dialog, win, object, css };
}

const supported = (globals: ReturnType<typeof browser>): unknown =>
  new Function("HTMLDialogElement", "window", "Object", "CSS", `return ${supportTestCode()}`)(
    globals.dialog,
    globals.win,
    globals.object,
    globals.css,
  );

describe("the browser support test", () => {
  it("passes a browser with everything the site's scripts need", () => {
    expect(supported(browser())).toBe(true);
  });

  it.each(["dialog", "observer", "builtins", "css", "throwing css"] as const)(
    "fails a browser without %s, never with an exception",
    (missing) => {
      expect(supported(browser(missing))).toBe(false);
    },
  );

  it("names what each check is for", () => {
    expect(SUPPORT_CHECKS.map((check) => check.needs)).toEqual([
      "native modal dialogs",
      "IntersectionObserver",
      "ES2022 built-ins",
      "CSS.supports and inset",
    ]);
  });
});

describe("the notice's environment", () => {
  it.each([
    "localhost",
    "app.localhost",
    "127.0.0.1",
    "[::1]",
    "de.internal.movanta-test.com",
    "www.local.movanta.de",
    "movanta.local.",
    "www.thelocalguide.com",
    "www.movanta.de",
    "internalmovanta.com",
  ])("of %s is the shell's", (host) => {
    const environment: unknown = new Function(`return (${environmentCode})`)()(host);
    expect(environment).toBe(environmentOf(host));
  });
});

describe("the unsupported-browser notice", () => {
  it("is rendered hidden, in the page's language, with the market's download links opening in a new window", () => {
    const html = renderToStaticMarkup(<UnsupportedBrowserNotice market={market("de")} messages={messagesOf("de-DE")} />);
    document.body.innerHTML = html;
    const notice = document.getElementById("unsupported-browser");
    expect(notice).toHaveAttribute("hidden");
    expect(notice).toHaveAttribute("aria-label", "Hinweis zum Browser");
    expect(notice).toHaveAttribute("data-market", "de");
    expect(notice?.textContent).toContain("Ihr Browser wird nicht unterstützt");
    const links = [...(notice?.querySelectorAll("a") ?? [])];
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("rel")])).toEqual(
      Object.entries(market("de").browserDownloadLink).map(([key, href]) => [
        key.charAt(0).toUpperCase() + key.slice(1),
        href,
        "noopener noreferrer",
      ]),
    );
  });
});

describe("the page's inline starter", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    Reflect.deleteProperty(window, "IntersectionObserver");
  });

  /** The bootstrapper requests the notice sends, recorded instead of sent. */
  const asked: string[] = [];
  const page = (): void => {
    document.body.innerHTML = renderToStaticMarkup(<UnsupportedBrowserNotice market={market("us")} messages={messagesOf("en-US")} />);
    asked.length = 0;
    vi.stubGlobal(
      "XMLHttpRequest",
      class {
        open(_method: string, url: string): void {
          asked.push(url);
        }
        send(): void {}
      },
    );
  };
  const started = (): string[] => [...document.body.querySelectorAll("script")].map((s) => s.getAttribute("src") ?? "");

  it("starts the notice's script instead of the page's in a browser without what they need", () => {
    page();
    // jsdom has no IntersectionObserver: a browser the site does not support.
    new Function(startScriptsCode(["/app.js"], []))();
    expect(started()).toEqual([noticeScriptUrl()]);
    expect(noticeScriptUrl()).toMatch(/^\/unsupported-browser-[0-9a-f]{20}\.js$/);
  });

  it("starts the page's scripts and leaves the notice hidden in a browser with everything", () => {
    page();
    Object.assign(window, { IntersectionObserver: class {} });
    Object.assign(globalThis, { CSS: { supports: () => true } });
    // A tab that is not visible starts the scripts at once (it paints nothing until shown).
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    new Function(startScriptsCode(["/app.js"], []))();
    Reflect.deleteProperty(document, "visibilityState");
    expect(document.getElementById("unsupported-browser")).toHaveAttribute("hidden");
    expect(started()).toEqual(["/app.js"]);
    expect(asked).toEqual([]);
    Reflect.deleteProperty(globalThis, "CSS");
  });

  it("whose notice script shows the notice, styles it and asks for the unsupported-browser app's bootstrapper", () => {
    page();
    new Function(noticeScript())();
    const notice = document.getElementById("unsupported-browser");
    expect(notice).not.toHaveAttribute("hidden");
    expect(notice && getComputedStyle(notice).borderBottomStyle).toBe("solid");
    expect(asked).toEqual([`${window.location.origin}/apps/unsupported-browser/bootstrapper.json`]);
  });
});
