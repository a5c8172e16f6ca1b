import { readdirSync, readFileSync, existsSync } from "node:fs";
import { findNodeAtLocation } from "jsonc-parser";
import { join, relative } from "node:path";
import type { Market } from "../../markets/schema";
import { parseJsonSource, problemAt, type JsonSource } from "./json-source";
import { blocksOfMarket } from "./market-blocks";
import { checkMarkupFields, firstLevelHeadings, markupProblemAt } from "./markup-check";
import { checkMediaFields } from "./media-check";
import { jsonPath, type Problem } from "./problems";
import { hidingSwitches, pageContentSchema, pageFileSchema, type PageContent } from "./schema";
import { fillTokens } from "./tokens";

/** A page ready for createPages: its context and the URL path on its host. */
export type ContentPage = { name: string; urlPath: string; content: PageContent; files: string[] };

/**
 * What sitemaps and hreflang sets read of a page: its content file's name, its URL path, template and
 * content path. A content page is one; the pages a build makes from the API are stored as only this
 * (src/content/made-pages.ts), since their bodies would be most of the file.
 */
export type PageAddress = { name: string; urlPath: string; content: Pick<PageContent, "template" | "path"> };

type Layer = { source: JsonSource; value: Record<string, unknown> };

/** Reads and parses content files once each, remembering their problems. */
export class ContentReader {
  readonly problems: Problem[] = [];
  private readonly cache = new Map<string, Layer | undefined>();
  constructor(readonly root: string) {}

  /** The file's layer, or undefined when it is missing or broken (its problems are recorded). */
  layer(file: string): Layer | undefined {
    if (this.cache.has(file)) return this.cache.get(file);
    const parsed = parseJsonSource(relative(this.root, file), readFileSync(file, "utf8"));
    this.problems.push(...parsed.problems);
    let layer: Layer | undefined;
    if (parsed.source) {
      const checked = pageFileSchema.safeParse(parsed.source.value);
      if (checked.success) {
        layer = { source: parsed.source, value: checked.data };
        this.problems.push(...checkMarkupFields(parsed.source, checked.data), ...checkMediaFields(this.root, parsed.source, checked.data));
      } else for (const issue of checked.error.issues) this.problems.push(problemAt(parsed.source, issue.path, issue.message));
    }
    this.cache.set(file, layer);
    return layer;
  }

  /** Every file read so far, relative to the root. */
  readFiles(): Set<string> {
    return new Set([...this.cache.keys()].map((f) => relative(this.root, f)));
  }

  /** JSON page files of a folder by name (without .json); `site.json` is the folder's shared part. */
  pageFiles(dir: string): Map<string, string> {
    if (!existsSync(dir)) return new Map();
    const names = readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "site.json");
    return new Map(names.sort().map((f) => [f.slice(0, -".json".length), join(dir, f)]));
  }
}

/**
 * A market's pages: for each page name, the layers shared by its language (`content/_shared/<lang>/`)
 * under the market's own (`content/<market>/`), merged field by field, tokens filled and validated.
 */
export function loadMarketPages(reader: ReadonlyReader, market: Market): ContentPage[] {
  const shared = join(reader.root, "content", "_shared", market.langAlpha2);
  const own = join(reader.root, "content", market.id);
  const sharedPages = reader.pageFiles(join(shared, "pages"));
  const ownPages = reader.pageFiles(own);
  const names = [...new Set([...sharedPages.keys(), ...ownPages.keys()])].sort();
  const siteFiles = [join(shared, "site.json"), join(own, "site.json")].filter((f) => existsSync(f));
  const pages: ContentPage[] = [];
  for (const name of names) {
    const files = [...siteFiles, sharedPages.get(name), ownPages.get(name)].filter((f): f is string => f !== undefined);
    const page = mergePage(reader, market, name, files);
    if (page) pages.push(page);
  }
  return withoutDuplicatePaths(reader, withContactPage(market, pages));
}

/** Markets whose contact route is a path (`/kontakt/`) get the help-centre home there too. */
function withContactPage(market: Market, pages: ContentPage[]): ContentPage[] {
  const help = pages.find((p) => p.content.template === "help-home");
  if (market.slugs.contact.startsWith("#") || !help) return pages;
  const path = market.slugs.contact.replace(/\/$/, "");
  return [...pages, { ...help, name: "contact", urlPath: `${market.pathPrefix}${path}`, content: { ...help.content, path } }];
}

type ReadonlyReader = Pick<ContentReader, "root" | "layer" | "pageFiles" | "problems">;

function mergePage(reader: ReadonlyReader, market: Market, name: string, files: string[]): ContentPage | undefined {
  const layers = files.map((f) => reader.layer(f));
  if (layers.some((l) => l === undefined)) return undefined;
  const origin = new Map<string, JsonSource>();
  const merged: Record<string, unknown> = {
    language_code: market.locale,
    domain: market.host,
  };
  for (const layer of layers as Layer[]) {
    for (const [key, value] of Object.entries(layer.value)) {
      merged[key] = value;
      origin.set(key, layer.source);
    }
  }
  const pageSource = (layers[layers.length - 1] as Layer).source;
  if (isLeftOut(merged, market)) return undefined;
  if ("blocks" in merged) merged.blocks = blocksOfMarket(merged.blocks, market);
  const sourceOf = (path: readonly PropertyKey[]): JsonSource => origin.get(String(path[0])) ?? pageSource;
  const filled = fillAll(merged, [], market, (path, message) => reader.problems.push(problemAt(sourceOf(path), path, message)));
  const checked = pageContentSchema.safeParse(filled);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const missing = issue.code === "invalid_type" && getIn(filled, issue.path) === undefined;
      const message = missing ? `required field is missing (${issue.message})` : issue.message;
      reader.problems.push(problemAt(sourceOf(issue.path), issue.path, `${message}`));
    }
    return undefined;
  }
  const bodySource = origin.get("body");
  if (bodySource && checked.data.body !== undefined && checked.data.blocks?.[0]?.type === "hero")
    reader.problems.push(...heroHeadingProblems(bodySource));
  const urlPath = checked.data.path === "/" ? market.pathPrefix || "/" : `${market.pathPrefix}${checked.data.path}`;
  return { name, urlPath, content: checked.data, files: files.map((f) => relative(reader.root, f)) };
}

/** Fills `{tokens}` in every string and drops list entries the market leaves out (`requires`, `hiddenBy`). */
function fillAll(value: unknown, path: PropertyKey[], market: Market, report: (path: PropertyKey[], message: string) => void): unknown {
  if (typeof value === "string") {
    const { value: filled, unknown } = fillTokens(value, market);
    if (unknown)
      report(
        path,
        `unknown token ${unknown} for market ${market.id}: use {slugs.<name>}, {links.<name>}, {prefix}, {phone}, {phoneDisplay}, {mail}, {brand}, {currency} or {contact} with a value the market has`,
      );
    return filled;
  }
  if (Array.isArray(value)) {
    return value
      .map((item, i) => [item, i] as const)
      .filter(([item]) => !isLeftOut(item, market))
      .map(([item, i]) => fillAll(item, [...path, i], market, report));
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).filter(([k]) => !(path.length > 1 && (k === "requires" || k === "hiddenBy")));
    return Object.fromEntries(entries.map(([k, v]) => [k, fillAll(v, [...path, k], market, report)]));
  }
  return value;
}

/**
 * Whether a page or list entry is left out of `market`: it requires a product line the market lacks,
 * or is hidden by a market switch that is on (`"hiddenBy": "hidePrivacyPolicy"`).
 */
function isLeftOut(item: unknown, market: Market): boolean {
  if (item === null || typeof item !== "object") return false;
  if ("requires" in item && item.requires !== undefined && !market.productLines.some((line) => line === item.requires)) return true;
  return "hiddenBy" in item && hidingSwitches.some((name) => name === item.hiddenBy && market[name]);
}

/** A page with a hero has its h1 there: a `#` heading in its body would be a second one. */
function heroHeadingProblems(source: JsonSource): Problem[] {
  const node = findNodeAtLocation(source.tree, ["body"]);
  if (!node || typeof node.value !== "string") return [];
  const message = "the hero's title is this page's h1: start the body's headings at ## (write \"## Title\")";
  return firstLevelHeadings(node.value).flatMap((at) => markupProblemAt(source, ["body"], { ...at, message }) ?? []);
}

function getIn(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function withoutDuplicatePaths(reader: ReadonlyReader, pages: ContentPage[]): ContentPage[] {
  const byPath = new Map<string, ContentPage>();
  for (const page of pages) {
    const first = byPath.get(page.urlPath);
    if (!first) byPath.set(page.urlPath, page);
    else
      reader.problems.push({
        file: page.files[page.files.length - 1] ?? "content",
        line: 1,
        column: 1,
        message: `${jsonPath(["path"])}: ${page.urlPath} is also the path of page ${first.name}: give each page its own path`,
      });
  }
  return [...byPath.values()];
}
