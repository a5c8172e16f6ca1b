import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { discardStaged, splitHost, stageHost } from "../../../src/build/split-hosts";
import { pagePathOf, rebuildCause, rebuildLines, rememberInputs } from "../../../src/build/rebuild-report";
import type { PageFinish } from "../../../src/build/finish-pages";
import { publishChecked } from "../../../src/build/publish-checked";
import { PageMessages } from "../../../src/i18n/build/page-messages";
import { readBundles } from "../../../src/content/text-bundles";
import { fixtureRoot } from "../content/fixture-root";

const host = "www.movanta.de";
const long = "x".repeat(600);
const page = (path: string, text = "") =>
  `<html lang="de-DE"><body><a href="/help">Hilfe</a><p>${text}${long}</p><script>window.pagePath="${path}";</script></body></html>`;
const data = (path: string) => JSON.stringify({ componentChunkName: "component---start", path, result: { long }, staticQueryHashes: [] });
/** A finish without messages: the pages here carry no message digest. */
const finish: PageFinish = { messages: new PageMessages(readBundles(fixtureRoot({}))), scriptPreloads: [], shellScripts: [] };

/** A public/ as build:all leaves it: one host's pages under /_sites/<host>. */
function builtPublic(): string {
  return fixtureRoot({
    "public/page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
    [`public/_sites/${host}/index.html`]: page(`/_sites/${host}`),
    [`public/_sites/${host}/help/index.html`]: page(`/_sites/${host}/help`),
    [`public/page-data/_sites/${host}/page-data.json`]: data(`/_sites/${host}`),
    [`public/page-data/_sites/${host}/help/page-data.json`]: data(`/_sites/${host}/help`),
  });
}

const noFinish = { finish: () => finish, digest: "bundles-1" };
const inode = (file: string): number => statSync(file).ino;

describe("the incremental host split", () => {
  it("keeps every file of the tree in place, hard-linked with its twins, when no source and no finish changed", () => {
    const root = builtPublic();
    const [publicDir, dist] = [join(root, "public"), join(root, "dist")];
    splitHost(publicDir, dist, host, undefined, noFinish);
    const before = inode(join(dist, host, "help", "index.html"));
    const twin = inode(join(dist, host, "help", "index.html.br"));
    const staged = stageHost(publicDir, dist, host, undefined, noFinish);
    expect(staged.written).toEqual([]);
    expect(staged.kept).toBe(4);
    expect(inode(join(staged.stage, "help", "index.html"))).toBe(before);
    expect(inode(join(staged.stage, "help", "index.html.br"))).toBe(twin);
  });

  it("keeps the host's own file over a shared one of the same name that another build left in public/", () => {
    const root = builtPublic();
    const [publicDir, dist] = [join(root, "public"), join(root, "dist")];
    writeFileSync(join(publicDir, `_sites/${host}/_redirects`), "/alt /neu 301\n");
    splitHost(publicDir, dist, host, undefined, noFinish);
    // A single market's build writes its own redirects at public/'s root, a file every host shares.
    writeFileSync(join(publicDir, "_redirects"), "/other /market 301\n");
    const staged = stageHost(publicDir, dist, host, undefined, noFinish);
    expect(staged.written).toEqual([]);
    expect(readFileSync(join(staged.stage, "_redirects"), "utf8")).toBe("/alt /neu 301\n");
  });

  it("takes a page and its page data from the refresh's overlay instead of public/, and keeps the rest", () => {
    const root = builtPublic();
    const [publicDir, dist, overlay] = [join(root, "public"), join(root, "dist"), join(root, "overlay")];
    splitHost(publicDir, dist, host, undefined, noFinish);
    mkdirSync(join(overlay, `_sites/${host}/help`), { recursive: true });
    mkdirSync(join(overlay, `page-data/_sites/${host}/help`), { recursive: true });
    writeFileSync(join(overlay, `_sites/${host}/help/index.html`), page(`/_sites/${host}/help`, "Neu"));
    writeFileSync(
      join(overlay, `page-data/_sites/${host}/help/page-data.json`),
      data(`/_sites/${host}/help`).replace("component---start", "component---help"),
    );
    const staged = stageHost(publicDir, dist, host, undefined, { ...noFinish, overlay });
    expect(staged.written.sort()).toEqual(["help/index.html", "page-data/help/page-data.json"]);
    expect(staged.kept).toBe(2);
    expect(readFileSync(join(staged.stage, "help", "index.html"), "utf8")).toContain("<p>Neu");
    expect(readFileSync(join(staged.stage, "page-data", "help", "page-data.json"), "utf8")).toContain("component---help");
    expect(readFileSync(join(publicDir, `_sites/${host}/help/index.html`), "utf8")).not.toContain("<p>Neu");
  });

  it("writes anew only the page whose source changed, with fresh twins, and keeps the rest", () => {
    const root = builtPublic();
    const [publicDir, dist] = [join(root, "public"), join(root, "dist")];
    splitHost(publicDir, dist, host, undefined, noFinish);
    writeFileSync(join(publicDir, "_sites", host, "help", "index.html"), page(`/_sites/${host}/help`, "Neu"));
    const staged = stageHost(publicDir, dist, host, undefined, noFinish);
    expect(staged.written).toEqual(["help/index.html"]);
    expect(readFileSync(join(staged.stage, "help", "index.html"), "utf8")).toContain("<p>Neu");
    expect(readFileSync(join(staged.stage, "help", "index.html"), "utf8")).toContain('window.pagePath="/help"');
    expect(statSync(join(staged.stage, "help", "index.html.br")).ino).not.toBe(inode(join(dist, host, "help", "index.html.br")));
  });

  it("writes every page again when the finish changed (a text bundle, code or a market config)", () => {
    const root = builtPublic();
    const [publicDir, dist] = [join(root, "public"), join(root, "dist")];
    splitHost(publicDir, dist, host, undefined, noFinish);
    const staged = stageHost(publicDir, dist, host, undefined, { ...noFinish, digest: "bundles-2" });
    expect(staged.written.sort()).toEqual([
      "help/index.html",
      "index.html",
      "page-data/help/page-data.json",
      "page-data/index/page-data.json",
    ]);
  });

  it("forgets a staged tree that was discarded, so the next run compares with the tree in place", () => {
    const root = builtPublic();
    const [publicDir, dist] = [join(root, "public"), join(root, "dist")];
    splitHost(publicDir, dist, host, undefined, noFinish);
    writeFileSync(join(publicDir, "_sites", host, "index.html"), page(`/_sites/${host}`, "Kaputt"));
    stageHost(publicDir, dist, host, undefined, noFinish);
    discardStaged(dist, host);
    expect(existsSync(join(dist, `.staging-${host}`))).toBe(false);
    expect(stageHost(publicDir, dist, host, undefined, noFinish).written).toEqual(["index.html"]);
  });

  it("counts a page gone from the sources as removed", () => {
    const root = builtPublic();
    const [publicDir, dist] = [join(root, "public"), join(root, "dist")];
    splitHost(publicDir, dist, host, undefined, noFinish);
    for (const file of [join("_sites", host, "help", "index.html"), join("page-data", "_sites", host, "help", "page-data.json")])
      rmSync(join(publicDir, file));
    const staged = stageHost(publicDir, dist, host, undefined, noFinish);
    expect(staged.removed.sort()).toEqual(["help/index.html", "page-data/help/page-data.json"]);
    expect(existsSync(join(staged.stage, "help", "index.html"))).toBe(false);
  });
});

describe("the link check of a warm split", () => {
  it("finds a kept page's link to a page gone from this run, from the manifest, and keeps the tree in place", () => {
    const root = builtPublic();
    const [publicDir, dist] = [join(root, "public"), join(root, "dist")];
    splitHost(publicDir, dist, host, undefined, noFinish);
    rmSync(join(publicDir, "_sites", host, "help", "index.html"));
    const staged = stageHost(publicDir, dist, host, undefined, noFinish);
    expect(staged.written).toEqual([]);
    const site = { hosts: new Set([host]), markets: [], bundles: readBundles(root), written: new Map([[host, staged.written]]) };
    const { published, broken } = publishChecked(dist, [host], site);
    expect(published).toEqual([]);
    expect(broken).toEqual([{ host, file: "index.html", link: "/help" }]);
    expect(existsSync(join(dist, host, "help", "index.html"))).toBe(true);
  });
});

describe("build:all's account of what it rebuilt", () => {
  it("names the changed inputs and whether code is among them, against the last run that went through", () => {
    const root = fixtureRoot({});
    expect(rebuildCause(root, new Map([["content/de/start.json", "a"]])).first).toBe(true);
    rememberInputs(
      root,
      new Map([
        ["content/de/start.json", "a"],
        ["src/app.ts", "b"],
      ]),
    );
    expect(
      rebuildCause(
        root,
        new Map([
          ["content/de/start.json", "c"],
          ["src/app.ts", "b"],
        ]),
      ),
    ).toEqual({
      first: false,
      code: false,
      changed: ["content/de/start.json"],
    });
    expect(
      rebuildCause(
        root,
        new Map([
          ["content/de/start.json", "a"],
          ["src/app.ts", "d"],
        ]),
      ).code,
    ).toBe(true);
    expect(rebuildCause(root, new Map([["content/de/start.json", "a"]])).changed).toEqual(["src/app.ts"]);
  });

  it("prints the pages written anew per host by their paths", () => {
    const lines = rebuildLines({
      cause: { first: false, code: false, changed: ["content/_shared/en/pages/faq.json"] },
      hosts: [{ host, written: ["faq/index.html", "page-data/faq/page-data.json"], kept: 180, removed: [] }],
    });
    expect(lines).toEqual([
      "build:all: rebuilt because 1 input(s) changed: content/_shared/en/pages/faq.json",
      `build:all: ${host}: 1 page(s) and 1 page data written anew, 0 gone, 180 file(s) kept: /faq`,
    ]);
    const errorPage = rebuildLines({
      cause: { first: false, code: false, changed: ["content/_shared/en/pages/404.json"] },
      hosts: [{ host, written: ["404.html", "404/index.html", "page-data/404/page-data.json"], kept: 180, removed: [] }],
    });
    expect(errorPage[1]).toBe(`build:all: ${host}: 1 page(s) and 1 page data written anew, 0 gone, 180 file(s) kept: /404`);
    expect([pagePathOf("index.html"), pagePathOf("de/hilfe/index.html"), pagePathOf("404.html")]).toEqual(["/", "/de/hilfe", "/404"]);
  });
});
