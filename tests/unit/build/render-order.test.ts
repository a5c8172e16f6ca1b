import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { layOverlay } from "../../../src/gatsby/refresh-pages";
import { tempDir } from "../temp-dir";

/**
 * Needs a build:all's Gatsby run (its HTML renderer in .cache/page-ssr/, its page data in public/):
 * `npm run build:all` or `npm run test:build` first.
 */
const root = process.cwd();
const renderer = join(root, ".cache", "page-ssr", "routes", "render-page.js");
const hostData = join(root, "public", "page-data", "_sites");

const htmlOf = (publicDir: string, path: string): string => join(publicDir, path.endsWith(".html") ? path : join(path, "index.html"));

/** One host's pages by template (Gatsby's chunk name), each a page path. */
function pagesByTemplate(): Map<string, string[]> {
  const [host] = readdirSync(hostData).sort();
  const byTemplate = new Map<string, string[]>();
  const files = readdirSync(join(hostData, host ?? ""), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith("page-data.json"))
    .sort();
  for (const file of files) {
    const data: unknown = JSON.parse(readFileSync(join(hostData, host ?? "", file), "utf8"));
    if (data === null || typeof data !== "object" || !("componentChunkName" in data) || !("path" in data)) continue;
    const [chunk, path] = [String(data.componentChunkName), String(data.path)];
    byTemplate.set(chunk, [...(byTemplate.get(chunk) ?? []), path]);
  }
  return byTemplate;
}

/** Whether public/ holds build:all's host pages beside the renderer that made them (a single market's build after it removes them). */
const built =
  existsSync(renderer) &&
  existsSync(hostData) &&
  [...pagesByTemplate().values()].flat().some((path) => existsSync(htmlOf(join(root, "public"), path)));

/** Renders the pages in this order in one process, as build:all's refresh does (scripts/render-pages.ts); their HTML by path. */
function renderInOrder(paths: readonly string[]): Map<string, string> {
  const at = tempDir("render-order-");
  const publicDir = join(root, "public");
  const pageData = (path: string): string => readFileSync(join(publicDir, "page-data", path, "page-data.json"), "utf8");
  layOverlay(publicDir, join(at, "public"), new Map(paths.map((path) => [path, pageData(path)])));
  const run = spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts", "render-pages.ts"), at, ...paths], {
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return new Map(paths.map((path) => [path, readFileSync(htmlOf(join(at, "public"), path), "utf8")]));
}

describe.skipIf(!built)("a page the HTML renderer renders", () => {
  it("is the same rendered alone, after a page of every other template, and in Gatsby's build (its style groups numbered alike)", () => {
    const byTemplate = pagesByTemplate();
    const [first, ...others] = [...byTemplate.values()].map((paths) => paths[0] ?? "");
    expect(others.length).toBeGreaterThan(2);
    const page = first ?? "";
    const alone = renderInOrder([page]).get(page);
    const afterOthers = renderInOrder([...others.reverse(), page]).get(page);
    expect(alone).toMatch(/data-styled\.g\d+\[id=/);
    expect(afterOthers).toBe(alone);
    expect(readFileSync(htmlOf(join(root, "public"), page), "utf8")).toBe(alone);
  }, 120_000);
});
