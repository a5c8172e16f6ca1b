import { disableCorePrefetching, onClientEntry, onPrefetchPathname } from "../../../src/shell/page-loading/browser-api";

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

  it("hand prefetching from Gatsby's download step to the loader's loadPage", () => {
    expect(disableCorePrefetching?.(args, options)).toBe(true);
    const loadPage = vi.fn(() => Promise.resolve());
    onPrefetchPathname?.({ ...args, pathname: "/help/search", loadPage }, options);
    expect(loadPage).toHaveBeenCalledWith("/help/search");
  });
});
