import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { markets } from "../../../markets/index";
import type { Market } from "../../../markets/schema";
import { rewritePageData } from "../../../src/build/split-hosts";
import { type Bundles } from "../../../src/content/text-bundles";
import { finishTree } from "../../../src/build/finish-pages";
import { PageMessages, withPageDataMessages } from "../../../src/i18n/build/page-messages";
import { fixtureRoot } from "../content/fixture-root";
import { repoBundles } from "../repo-bundles";

const bundles = repoBundles();
const market = (id: string): Market => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};
const de = market("de");
const at = market("at");
const us = market("us");

/** A stored page context: only what picks the messages matters here. */
const stored = (m: Market, template: "start" | "help-article" = "start", layout: "ibe" | "plus" = "ibe") => ({
  market: m,
  template,
  layout,
  title: `${m.id} ${template}`,
});

/** The same bundles with one en-US message changed. */
function withEdit(source: Bundles, key: string, value: string): Bundles {
  const messages = new Map(source.messages);
  const enUs = new Map(source.messages.get("en-US"));
  const message = enUs.get(key);
  if (!message) throw new Error(`no message ${key}`);
  enUs.set(key, { ...message, value });
  messages.set("en-US", enUs);
  return { ...source, messages };
}

describe("a page's messages, out of Gatsby's stored context", () => {
  const messages = new PageMessages(bundles);

  it("are its locale's, of the namespaces its template and layout show, one object per set", () => {
    const help = messages.of(stored(de, "help-article"));
    expect(help["help.search.label"]).toBeDefined();
    expect(help["shell.skipToContent"]).toBeDefined();
    expect(help["offers.title"]).toBeUndefined();
    expect(messages.of(stored(de, "start", "plus"))["offers.title"]).toBeDefined();
    // Markets of one text locale share one object (Austria writes de-DE too, when it does).
    expect(messages.of(stored(de, "help-article"))).toBe(help);
    expect(messages.of(stored(de, "start"))).not.toBe(help);
    expect(messages.of(stored(us, "start"))).not.toBe(messages.of(stored(de, "start")));
    if (at.textLocale === de.textLocale) expect(messages.of(stored(at, "help-article"))).toBe(help);
  });

  it("have a digest that changes with the set and with any message of it", () => {
    const start = messages.hashOf(stored(us));
    expect(start).toMatch(/^[\w-]{16}$/);
    expect(messages.hashOf(stored(us))).toBe(start);
    expect(messages.hashOf(stored(us, "help-article"))).not.toBe(start);
    const edited = new PageMessages(withEdit(bundles, "shell.skipToContent", "Skip to the content"));
    expect(edited.hashOf(stored(us))).not.toBe(start);
  });

  it("join a site page's context and its alternates, and leave any other context alone", () => {
    const page = { ...stored(market("ch")), alternates: [stored(market("ch-fr"))] };
    const added = messages.addTo(page);
    expect(added).toMatchObject({ title: "ch start", messages: messages.of(stored(market("ch"))) });
    expect(added).toMatchObject({ alternates: [{ title: "ch-fr start", messages: messages.of(stored(market("ch-fr"))) }] });
    // Gatsby's own pages (the offline shell) and anything malformed keep what they had.
    expect(messages.addTo({})).toEqual({});
    expect(messages.addTo({ ...stored(us), template: "unknown" })).not.toHaveProperty("messages");
    expect(messages.addTo({ ...stored(us), market: { textLocale: "xx-XX" } })).not.toHaveProperty("messages");
  });

  it("are added to Gatsby's page data in the result's page context", () => {
    const data = { componentChunkName: "component---start", path: "/", result: { pageContext: stored(us) }, staticQueryHashes: [] };
    expect(withPageDataMessages(data, messages)).toEqual({
      ...data,
      result: { pageContext: { ...stored(us), messages: messages.of(stored(us)) } },
    });
    expect(withPageDataMessages({ path: "/x", result: {} }, messages)).toEqual({ path: "/x", result: {} });
  });

  it("are written into every page-data.json of a tree but the skipped ones and the static queries", () => {
    const page = (path: string) => JSON.stringify({ path, result: { pageContext: stored(us) } });
    const finish = { messages, scriptPreloads: [], shellScripts: [] };
    const publicDir = join(
      fixtureRoot({
        "public/page-data/index/page-data.json": page("/"),
        "public/page-data/help/page-data.json": page("/help"),
        "public/page-data/_sites/h/page-data.json": page("/_sites/h"),
        "public/page-data/sq/d/1.json": '{"data":{}}',
        "public/page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
      }),
      "public",
    );
    const dir = join(publicDir, "page-data");
    expect(finishTree(publicDir, finish, (rel) => rel.startsWith("page-data/_sites/")).pageData).toBe(2);
    const read = (rel: string): unknown => JSON.parse(readFileSync(join(dir, rel), "utf8"));
    expect(read("index/page-data.json")).toMatchObject({ result: { pageContext: { messages: messages.of(stored(us)) } } });
    expect(read("help/page-data.json")).toMatchObject({ result: { pageContext: { messages: messages.of(stored(us)) } } });
    expect(read("_sites/h/page-data.json")).not.toMatchObject({ result: { pageContext: { messages: {} } } });
    expect(read("sq/d/1.json")).toEqual({ data: {} });
    // Run again (a warm build leaves unchanged page data in place): the same result.
    finishTree(publicDir, finish);
    expect(read("index/page-data.json")).toMatchObject({ result: { pageContext: { messages: messages.of(stored(us)) } } });
    expect(finishTree(join(dir, "missing"), finish).pageData).toBe(0);
    expect(existsSync(join(dir, "missing"))).toBe(false);
  });

  it("are added by the host split while it rewrites the page's path", () => {
    const json = JSON.stringify({ path: "/_sites/h/help", result: { pageContext: stored(de, "help-article") } });
    expect(JSON.parse(rewritePageData(json, "/_sites/h", { messages, scriptPreloads: [], shellScripts: [] }))).toEqual({
      path: "/help",
      result: { pageContext: { ...stored(de, "help-article"), messages: messages.of(stored(de, "help-article")) } },
    });
  });
});
