// @vitest-environment jsdom
import { disableCorePrefetching, onClientEntry, onPrefetchPathname } from "../../../../src/shell/page-loading/browser-api";

const args = { getResourceURLsForPathname: () => [] };
const options = { plugins: [] };

describe("the shell's Gatsby browser APIs", () => {
  afterEach(() => {
    delete window.pagePath;
    Reflect.deleteProperty(window, "___loader");
  });

  it("keep the address of a language error page and gate hover loading on client entry", () => {
    window.pagePath = "/fr/404.html";
    // jsdom has no scroll restoration; browsers do.
    Object.defineProperty(window.history, "scrollRestoration", { value: "auto", writable: true, configurable: true });
    const hovered: string[] = [];
    const loader = { hovering: (path: string) => void hovered.push(path) };
    Object.assign(window, { ___loader: loader });
    onClientEntry?.(args, options);
    expect(window.pagePath).toBe("/404.html");
    loader.hovering("/help");
    expect(hovered).toEqual(["/help"]);
    expect(window.history.scrollRestoration).toBe("manual");
    expect(document.getElementById("page-progress-style")).not.toBeNull();
  });

  it("warm the page's locale in ICU in tasks of their own, one step each, after client entry and before hydration", () => {
    vi.useFakeTimers();
    document.documentElement.lang = "de-CH";
    const numbers = vi.spyOn(Intl.NumberFormat, "supportedLocalesOf");
    const dates = vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf");
    try {
      onClientEntry?.(args, options);
      expect(numbers).not.toHaveBeenCalled();
      // ICU's data and the locale first, then one formatter service per task.
      vi.runOnlyPendingTimers();
      expect(numbers).not.toHaveBeenCalled();
      vi.runOnlyPendingTimers();
      expect(numbers).toHaveBeenCalledWith("de-CH");
      expect(dates).not.toHaveBeenCalled();
      vi.runOnlyPendingTimers();
      expect(dates).toHaveBeenCalledWith("de-CH");
      // A malformed lang attribute costs nothing and throws nothing.
      document.documentElement.lang = "not a locale!";
      numbers.mockClear();
      onClientEntry?.(args, options);
      expect(() => vi.runAllTimers()).not.toThrow();
      expect(numbers).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
      document.documentElement.lang = "";
    }
  });

  it("hand prefetching from Gatsby's download step to the loader's loadPage", () => {
    expect(disableCorePrefetching?.(args, options)).toBe(true);
    const loadPage = vi.fn(() => Promise.resolve());
    onPrefetchPathname?.({ ...args, pathname: "/help/search", loadPage }, options);
    expect(loadPage).toHaveBeenCalledWith("/help/search");
  });
});
