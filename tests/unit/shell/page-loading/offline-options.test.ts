import { offlineOptions } from "../../../../src/shell/page-loading/offline-options";

const site = "https://www.movanta.de";

/** The route Workbox picks for a URL: the first that matches, a cross-origin URL only from its first character on. */
function routeFor(url: string): string {
  for (const { urlPattern, handler } of offlineOptions.workboxConfig.runtimeCaching) {
    const match = urlPattern.exec(url);
    if (match && (new URL(url).origin === site || match.index === 0)) return handler;
  }
  return "none (the browser fetches it)";
}

describe("the service worker's runtime caching", () => {
  it.each([
    [`${site}/app-1f2e3d.js`, "CacheFirst"],
    [`${site}/static/hero-4a5b.jpg`, "CacheFirst"],
    [`${site}/page-data/index/page-data.json`, "NetworkFirst"],
    [`${site}/icon.svg`, "StaleWhileRevalidate"],
    [`${site}/proxy?url=https%3A%2F%2Fcdn.example%2Ftag.js`, "NetworkOnly"],
  ])("serves %s with %s", (url, handler) => {
    expect(routeFor(url)).toBe(handler);
  });

  it("never caches a third party's script first", () => {
    expect(routeFor("https://cdn.example/tag.js")).toBe("StaleWhileRevalidate");
  });

  it.each([
    `${site}/apps/rac-search/bootstrapper.json`,
    `${site}/apps/rac-search/main.js`,
    `${site}/apps/_shell/fonts.css`,
    "http://localhost:9000/apps/rac-search/2.3.0/main.js",
    "https://apps.internal.movanta-test.com/rac-search/bootstrapper.json",
    "https://apps.movanta.example/rac-search/bootstrapper.json",
    "https://apps.movanta.example/account/main.js",
  ])("leaves runtime app %s to the network, uncached", (url) => {
    expect(routeFor(url)).toBe("none (the browser fetches it)");
  });
});
