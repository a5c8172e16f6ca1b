import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkGroups } from "../src/build/chunk-groups";
import { scriptsStartedBy } from "../src/shell/page-loading/build/start-after-paint";

/** The first-load JS of one kind of page: its template and the layout its content names. */
export type FirstLoad = { template: string; layout: string; kib: number };

/**
 * First-load JS in KiB gzip of each template and layout pair in a built tree (measured on its first
 * page): the scripts the HTML loads plus the page component's chunks, which Gatsby fetches before the
 * first render, with the shared chunks webpack loads alongside them (the chunk group in
 * webpack.stats.json).
 */
export function firstLoadByPage(tree: string): FirstLoad[] {
  const measured = new Map<string, FirstLoad>();
  // Every JS file of a page's chunk group: the component chunk and the split chunks it depends on.
  const chunkGroup = chunkGroups(tree);
  for (const dataFile of pageDataFiles(join(tree, "page-data"))) {
    const data: unknown = JSON.parse(readFileSync(dataFile, "utf8"));
    if (!isPageData(data)) continue;
    // The offline plugin's app shell is a page of Gatsby's, not a template of the site.
    if (!data.componentChunkName.startsWith("component---src-templates-")) continue;
    const context = field(field(data, "result"), "pageContext");
    const template = field(context, "template");
    const layout = field(context, "layout");
    if (typeof template !== "string" || typeof layout !== "string" || measured.has(`${template} ${layout}`)) continue;
    const html = htmlFor(tree, data.path);
    if (!html) continue;
    // The page's own scripts start after its first paint, from an inline script that names them.
    const scripts = [...[...html.matchAll(/<script src="([^"]+\.js)"/g)].map((m) => m[1] ?? ""), ...scriptsStartedBy(html)];
    const mapping = /window\.___chunkMapping="(.*?)";/.exec(html)?.[1];
    const chunks = [...(mapping ? chunkList(mapping, data.componentChunkName) : []), ...chunkGroup(data.componentChunkName)];
    const bytes = [...new Set([...scripts, ...chunks])].reduce((sum, src) => sum + gzipSize(join(tree, src)), 0);
    measured.set(`${template} ${layout}`, { template, layout, kib: bytes / 1024 });
  }
  return [...measured.values()];
}

function chunkList(escaped: string, chunkName: string): string[] {
  const parsed: unknown = JSON.parse(JSON.parse(`"${escaped}"`));
  if (parsed === null || typeof parsed !== "object") return [];
  const list: unknown = (parsed as Record<string, unknown>)[chunkName];
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === "string") : [];
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object" && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/** Gzipped size (level 9) of a file in bytes; 0 when it is missing. */
export function gzipSize(file: string): number {
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

function htmlFor(tree: string, path: string): string | undefined {
  const file = path.endsWith(".html") ? join(tree, path) : join(tree, path, "index.html");
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

function pageDataFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith("page-data.json"))
    .sort()
    .map((f) => join(dir, f));
}

function isPageData(value: unknown): value is { componentChunkName: string; path: string } {
  return value !== null && typeof value === "object" && "componentChunkName" in value && "path" in value;
}
