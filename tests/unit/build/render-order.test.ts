import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { layOverlay } from "../../../src/gatsby/refresh-pages";
import { tempDir } from "../temp-dir";

/**
 * Needs a Gatsby run (its HTML renderer in .cache/page-ssr/, its pages in public/): `npm run
 * build:all`, `npm run build` or `npm run test:build` first.
 */
const root = process.cwd();
const renderer = join(root, ".cache", "page-ssr", "routes", "render-page.js");
const hostData = join(root, "public", "page-data", "_sites");

const htmlOf = (publicDir: string, path: string): string => join(publicDir, path.endsWith(".html") ? path : join(path, "index.html"));

/** The page data files under `dir` (not those of build:all's host folder `_sites`), each a page path with its template. */
function pagesIn(dir: string): { chunk: string; path: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith("page-data.json") && !file.startsWith("_sites"))
    .sort()
    .flatMap((file) => {
      const data: unknown = JSON.parse(readFileSync(join(dir, file), "utf8"));
      if (data === null || typeof data !== "object" || !("componentChunkName" in data) || !("path" in data)) return [];
      return [{ chunk: String(data.componentChunkName), path: String(data.path) }];
    });
}

/**
 * The pages of the last Gatsby run by template (Gatsby's chunk name): one host's of build:all, or a
 * single market's (`npm run test:build` ends with one). Gatsby deletes the HTML of the pages its last
 * run did not make, so pages whose HTML is there are the renderer's.
 */
function pagesByTemplate(): Map<string, string[]> {
  const [host] = existsSync(hostData) ? readdirSync(hostData).sort() : [];
  const rendered = (dir: string) => pagesIn(dir).filter(({ path }) => existsSync(htmlOf(join(root, "public"), path)));
  const ofHost = host ? rendered(join(hostData, host)) : [];
  const current = ofHost.length > 0 ? ofHost : rendered(join(root, "public", "page-data"));
  const byTemplate = new Map<string, string[]>();
  for (const { chunk, path } of current ?? []) byTemplate.set(chunk, [...(byTemplate.get(chunk) ?? []), path]);
  return byTemplate;
}

/** The last run's pages, read once; none when its HTML renderer is not in .cache/. */
const byTemplate = existsSync(renderer) ? pagesByTemplate() : new Map<string, string[]>();

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

describe.skipIf(byTemplate.size === 0)("a page the HTML renderer renders", () => {
  it("is the same rendered alone, after a page of every other template, and in Gatsby's build (its style groups numbered alike)", () => {
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
