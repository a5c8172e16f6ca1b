import { readFileSync } from "node:fs";
import { join } from "node:path";
import { splitHost } from "../../../src/build/split-hosts";
import { fixtureRoot } from "../content/fixture-root";

const host = "www.movanta.de";
const page = (path: string) => `<script>window.pagePath="${path}";</script>`;

/** A public/ after build:all with the offline plugin's files and a host's redirects. */
function builtPublic(swText: string): string {
  return fixtureRoot({
    "public/sw.js": swText,
    "public/offline-plugin-app-shell-fallback/index.html": page("/offline-plugin-app-shell-fallback"),
    [`public/_sites/${host}/index.html`]: page(`/_sites/${host}`),
    [`public/_sites/${host}/_redirects`]: "/branches /mietwagen 301\n",
  });
}

describe("the host split and the files that list URLs", () => {
  it("puts the host's redirects and the service worker at the root of its tree", () => {
    const root = builtPublic('self.__precacheManifest = [{ "url": "app-0123.js" }];');
    splitHost(join(root, "public"), join(root, "dist"), host);
    const read = (path: string) => readFileSync(join(root, "dist", host, path), "utf8");
    expect(read("_redirects")).toBe("/branches /mietwagen 301\n");
    expect(read("sw.js")).toContain("app-0123.js");
    expect(read("offline-plugin-app-shell-fallback/index.html")).toContain("/offline-plugin-app-shell-fallback");
  });

  it("refuses a service worker that would precache a build path, which no host tree serves", () => {
    for (const url of [`_sites/${host}/index.html`, "/_sites/www.movanta.fr/"]) {
      const root = builtPublic(`self.__precacheManifest = [{ "url": "${url}" }];`);
      expect(() => splitHost(join(root, "public"), join(root, "dist"), host), url).toThrow(/sw\.js still names/);
    }
  });
});
