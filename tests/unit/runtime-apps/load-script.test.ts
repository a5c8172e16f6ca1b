// @vitest-environment jsdom
import { AppError } from "../../../src/runtime-apps/errors";
import { loadScript, preloadScript } from "../../../src/runtime-apps/load-script";

let counter = 0;
/** A fresh script URL per test: loadScript remembers URLs for the whole page. */
const fresh = (): string => `http://localhost/apps/rac-search/main-${(counter += 1)}.js`;
const scriptsFor = (url: string): HTMLScriptElement[] => [...document.body.querySelectorAll("script")].filter((s) => s.src === url);

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error("expected an AppError");
  return error;
}

describe("loading an app script", () => {
  it("adds one async script tagged with its app and settles when it has loaded", async () => {
    const url = fresh();
    const loading = loadScript("rac-search", { name: "main", url }, 1000);
    const [script] = scriptsFor(url);
    expect(script?.async).toBe(true);
    expect(script?.dataset.runtimeApp).toBe("rac-search");
    expect(script?.hasAttribute("integrity")).toBe(false);
    script?.dispatchEvent(new Event("load"));
    await expect(loading).resolves.toBeUndefined();
  });

  it("loads each URL once, however many slots ask", async () => {
    const url = fresh();
    const first = loadScript("rac-search", { name: "main", url }, 1000);
    const second = loadScript("rac-search", { name: "main", url }, 1000);
    expect(second).toBe(first);
    expect(scriptsFor(url)).toHaveLength(1);
    scriptsFor(url)[0]?.dispatchEvent(new Event("load"));
    await first;
  });

  it("sets integrity and anonymous CORS when the bootstrapper gave a hash", () => {
    const url = fresh();
    const integrity = `sha384-${"B".repeat(64)}`;
    void loadScript("rac-search", { name: "main", url, integrity }, 1000).catch(() => undefined);
    const [script] = scriptsFor(url);
    expect(script?.integrity).toBe(integrity);
    expect(script?.crossOrigin).toBe("anonymous");
    script?.dispatchEvent(new Event("load"));
  });

  it("fails when the script cannot load, removes it, and lets a later mount try again", async () => {
    const url = fresh();
    const loading = loadScript("rac-search", { name: "main", url }, 1000);
    scriptsFor(url)[0]?.dispatchEvent(new Event("error"));
    const error = await failure(loading);
    expect(error.reason).toBe("script-failed");
    expect(error.message).toBe(`rac-search: script failed to load (${url})`);
    expect(scriptsFor(url)).toHaveLength(0);
    const again = loadScript("rac-search", { name: "main", url }, 1000);
    expect(again).not.toBe(loading);
    scriptsFor(url)[0]?.dispatchEvent(new Event("load"));
    await again;
  });

  it("catches an exception the script throws while it runs and fails its app", async () => {
    const url = fresh();
    const loading = loadScript("rac-search", { name: "main", url }, 1000);
    const thrown = new ErrorEvent("error", { message: "Uncaught Error: boom", filename: url, cancelable: true });
    window.dispatchEvent(thrown);
    scriptsFor(url)[0]?.dispatchEvent(new Event("load"));
    const error = await failure(loading);
    expect(thrown.defaultPrevented).toBe(true);
    expect(error.reason).toBe("script-threw");
    expect(error.message).toContain("Uncaught Error: boom");
  });

  it("leaves errors of other scripts alone", async () => {
    const url = fresh();
    const loading = loadScript("rac-search", { name: "main", url }, 1000);
    const other = new ErrorEvent("error", { message: "elsewhere", filename: "http://localhost/other.js", cancelable: true });
    window.dispatchEvent(other);
    scriptsFor(url)[0]?.dispatchEvent(new Event("load"));
    await expect(loading).resolves.toBeUndefined();
    expect(other.defaultPrevented).toBe(false);
  });

  it("times out a script that never finishes loading", async () => {
    const url = fresh();
    const error = await failure(loadScript("rac-search", { name: "main", url }, 20));
    expect(error.reason).toBe("timeout");
    expect(error.message).toContain("did not load within 20 ms");
  });

  it("preloads a script once, with the same integrity and CORS mode as the script", () => {
    const url = fresh();
    const integrity = `sha256-${"C".repeat(43)}=`;
    preloadScript({ name: "main", url, integrity });
    preloadScript({ name: "main", url, integrity });
    const links = [...document.body.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((l) => l.href === url);
    expect(links).toHaveLength(1);
    expect(links[0]?.as).toBe("script");
    expect(links[0]?.integrity).toBe(integrity);
    expect(links[0]?.crossOrigin).toBe("anonymous");
  });
});
