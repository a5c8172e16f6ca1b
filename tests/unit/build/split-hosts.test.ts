import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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
