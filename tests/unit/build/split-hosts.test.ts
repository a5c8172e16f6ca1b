import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  publishHost,
  removeRetired,
  RETIRED_DIR,
  rewriteHtml,
  rewritePageData,
  splitHost,
  stageHost,
  unprefix,
} from "../../../src/build/split-hosts";
import { fixtureRoot } from "../content/fixture-root";

const host = "www.movanta.de";
const page = (path: string) =>
  `<html><body><script>window.pagePath="${path}";window.___webpackCompilationHash="abc";</script></body></html>`;
const data = (path: string) => JSON.stringify({ componentChunkName: "component---start", path, result: {}, staticQueryHashes: [] });

/** A public/ as build:all leaves it: shared bundles and one host's pages under /_sites/<host>. */
function builtPublic(): string {
  return fixtureRoot({
    "public/app-0123456789abcdef0123.js": "app()",
    "public/app-0123456789abcdef0123.js.map": "{}",
    "public/page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
    [`public/_sites/${host}/index.html`]: page(`/_sites/${host}`),
    [`public/_sites/${host}/help/index.html`]: page(`/_sites/${host}/help`),
    [`public/_sites/${host}/404.html`]: page(`/_sites/${host}/404.html`),
    [`public/page-data/_sites/${host}/page-data.json`]: data(`/_sites/${host}`),
    [`public/page-data/_sites/${host}/help/page-data.json`]: data(`/_sites/${host}/help`),
    [`public/page-data/_sites/${host}/404.html/page-data.json`]: data(`/_sites/${host}/404.html`),
  });
}

describe("the host split of build:all", () => {
  it("strips the host prefix from a page path, the root becoming /", () => {
    expect(unprefix(`/_sites/${host}`, `/_sites/${host}`)).toBe("/");
    expect(unprefix(`/_sites/${host}/fr/help`, `/_sites/${host}`)).toBe("/fr/help");
    expect(rewriteHtml(page(`/_sites/${host}/x`), `/_sites/${host}`)).toBe(page("/x"));
    expect(JSON.parse(rewritePageData(data(`/_sites/${host}`), `/_sites/${host}`)).path).toBe("/");
  });

  it("lays one host out as its own tree with shared bundles and rewritten paths", () => {
    const root = builtPublic();
    splitHost(join(root, "public"), join(root, "dist"), host);
    const tree = join(root, "dist", host);
    const read = (path: string) => readFileSync(join(tree, path), "utf8");
    expect(read("index.html")).toContain('window.pagePath="/"');
    expect(read("help/index.html")).toContain('window.pagePath="/help"');
    expect(read("404.html")).toContain('window.pagePath="/404.html"');
    expect(JSON.parse(read("page-data/index/page-data.json")).path).toBe("/");
    expect(JSON.parse(read("page-data/help/page-data.json")).path).toBe("/help");
    expect(JSON.parse(read("page-data/404.html/page-data.json")).path).toBe("/404.html");
    expect(read("app-0123456789abcdef0123.js")).toBe("app()");
    expect(read("page-data/app-data.json")).toContain("abc");
    expect(existsSync(join(tree, "app-0123456789abcdef0123.js.map"))).toBe(false);
    expect(existsSync(join(tree, "_sites"))).toBe(false);
  });

  it("leaves out a compressed twin whose file an earlier build made and this one did not", () => {
    const root = builtPublic();
    writeFileSync(join(root, "public", "app-0123456789abcdef0123.js.br"), "twin");
    mkdirSync(join(root, "public", "es"));
    writeFileSync(join(root, "public", "es", "404.html.br"), "stale page of another build");
    splitHost(join(root, "public"), join(root, "dist"), host);
    expect(existsSync(join(root, "dist", host, "app-0123456789abcdef0123.js.br"))).toBe(true);
    expect(existsSync(join(root, "dist", host, "es"))).toBe(false);
  });

  it("takes of public/'s webpack bundles only those of the compilation that made the pages, with their licences and twins", () => {
    const current = "app-0123456789.js";
    const root = fixtureRoot({
      [`public/${current}`]: "app()",
      [`public/${current}.br`]: "twin",
      [`public/${current}.LICENSE.txt`]: "licence",
      "public/2979-aaaaaaaaaa.js": "an earlier build's chunk",
      "public/2979-aaaaaaaaaa.js.gz": "its twin",
      "public/2979-aaaaaaaaaa.js.LICENSE.txt": "its licence",
      "public/unsupported-browser-0123456789abcdef0123.js": "the notice, not webpack's",
      [`public/_sites/${host}/index.html`]: page(`/_sites/${host}`),
      [`public/page-data/_sites/${host}/page-data.json`]: data(`/_sites/${host}`),
      ".cache/movanta/client-assets.json": JSON.stringify([current, `${current}.LICENSE.txt`, `${current}.map`]),
    });
    splitHost(join(root, "public"), join(root, "dist"), host);
    expect(readdirSync(join(root, "dist", host)).sort()).toEqual(
      [current, `${current}.br`, `${current}.LICENSE.txt`, "index.html", "page-data", "unsupported-browser-0123456789abcdef0123.js"].sort(),
    );
  });

  it("takes every bundle while no compilation is recorded", () => {
    const root = builtPublic();
    writeFileSync(join(root, "public", "2979-aaaaaaaaaa.js"), "chunk");
    splitHost(join(root, "public"), join(root, "dist"), host);
    expect(existsSync(join(root, "dist", host, "2979-aaaaaaaaaa.js"))).toBe(true);
  });

  it("leaves out what a one-market build left in folders named like its pages, and keeps the site-wide folders", () => {
    const root = builtPublic();
    const files = {
      "help/search-index.en-US.json": false,
      "es/help/search-index.es-US.json": false,
      "static/media/hero-375x400-0123abcd.avif": true,
      "workbox-v4.3.1/workbox-sw.js": true,
      "~partytown/partytown.js": true,
      "_gatsby/slices/_gatsby-scripts-1.html": true,
      "page-data/sq/d/123.json": true,
      "offline-plugin-app-shell-fallback/index.html": true,
    };
    for (const rel of Object.keys(files)) {
      mkdirSync(dirname(join(root, "public", rel)), { recursive: true });
      writeFileSync(join(root, "public", rel), "x");
    }
    splitHost(join(root, "public"), join(root, "dist"), host);
    for (const [rel, shipped] of Object.entries(files)) expect(existsSync(join(root, "dist", host, rel)), rel).toBe(shipped);
  });

  it("copies files a later build rewrites in place, so a rebuild of public/ never changes a host tree", () => {
    const root = builtPublic();
    splitHost(join(root, "public"), join(root, "dist"), host);
    writeFileSync(join(root, "public", "page-data", "app-data.json"), '{"webpackCompilationHash":"next"}');
    expect(readFileSync(join(root, "dist", host, "page-data", "app-data.json"), "utf8")).toContain('"abc"');
  });

  it("replaces a previous tree of the host completely", () => {
    const root = builtPublic();
    splitHost(join(root, "public"), join(root, "dist"), host);
    writeFileSync(join(root, "dist", host, "removed-page.html"), "stale");
    splitHost(join(root, "public"), join(root, "dist"), host);
    expect(existsSync(join(root, "dist", host, "removed-page.html"))).toBe(false);
    expect(existsSync(join(root, "dist", host, "index.html"))).toBe(true);
    expect(existsSync(join(root, "dist", `${host}.old`))).toBe(false);
    expect(existsSync(join(root, "dist", `.staging-${host}`))).toBe(false);
  });

  it("moves a replaced tree aside in one rename, and removes it at once or in a process of its own", async () => {
    const root = builtPublic();
    const dist = join(root, "dist");
    splitHost(join(root, "public"), dist, host);
    for (const background of [false, true]) {
      writeFileSync(join(dist, host, "old-page.html"), "old");
      stageHost(join(root, "public"), dist, host);
      publishHost(dist, host);
      expect(existsSync(join(dist, host, "old-page.html"))).toBe(false);
      const [aside] = readdirSync(join(dist, RETIRED_DIR));
      expect(readFileSync(join(dist, RETIRED_DIR, aside ?? "", "old-page.html"), "utf8")).toBe("old");
      removeRetired(dist, { background });
      if (background) await vi.waitFor(() => expect(readdirSync(dist).filter((name) => name.startsWith(RETIRED_DIR))).toEqual([]), 10_000);
      expect(readdirSync(dist).filter((name) => name.startsWith(RETIRED_DIR))).toEqual([]);
    }
  });

  it("keeps the previous tree when a page still names the host prefix after the split", () => {
    const root = builtPublic();
    splitHost(join(root, "public"), join(root, "dist"), host);
    const leaky = fixtureRoot({ [`public/_sites/${host}/index.html`]: `<a href="/_sites/${host}/help">x</a>` });
    expect(() => splitHost(join(leaky, "public"), join(root, "dist"), host)).toThrow(`index.html still names /_sites/${host}`);
    expect(readFileSync(join(root, "dist", host, "index.html"), "utf8")).toContain('window.pagePath="/"');
  });
});
