/**
 * build:all's refresh (src/gatsby/refresh-pages.ts) renders its pages here, in a process of its own
 * like Gatsby's HTML workers: Gatsby's HTML renderer of the last full build
 * (`.cache/page-ssr/routes/render-page.js`), called as Gatsby's worker calls it, with the folder given
 * as the working directory, whose `public/` holds the pages' new page data beside links to the
 * build's public/; the slices stitched in as Gatsby does after its workers. Arguments: that folder, then the page paths. Prints one JSON line: the HTML files
 * written (relative to its public/).
 */
import { createRequire } from "node:module";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

type Assets = { scripts: unknown[]; styles: unknown[] };
type Render = (args: Record<string, unknown>) => Promise<{ html: string; unsafeBuiltinsUsage: unknown[] }>;

const root = process.cwd();
const [overlay, ...paths] = process.argv.slice(2);
if (!overlay) throw new Error("render-pages: no folder given");
// What Gatsby's build sets before its workers load the renderer (gatsby-cli, build-html.js).
Object.assign(process.env, { NODE_ENV: "production", gatsby_executing_command: "build", gatsby_log_level: "normal" });
const load = createRequire(join(root, "package.json"));
const functionOf = (module: unknown, name: string): ((...args: unknown[]) => unknown) => {
  const found: unknown = module !== null && typeof module === "object" ? Reflect.get(module, name) : undefined;
  if (typeof found !== "function") throw new Error(`render-pages: ${name} is not a function in this Gatsby`);
  return (...args) => Reflect.apply(found, module, args);
};
const assetsModule: unknown = load("gatsby/dist/utils/client-assets-for-template");
const queriesModule: unknown = load("gatsby/dist/utils/static-query-utils");
const htmlPath = functionOf(load("gatsby-core-utils/page-html"), "generateHtmlPath");
const dataPath = functionOf(load("gatsby-core-utils/page-data"), "generatePageDataPath");
const stitch = functionOf(load("gatsby/dist/utils/slices/stitching"), "stitchSliceForAPage");

async function main(at: string): Promise<void> {
  process.chdir(at);
  const publicDir = join(at, "public");
  const stats = await functionOf(assetsModule, "readWebpackStats")(publicDir);
  const renderer: unknown = load(join(root, ".cache", "page-ssr", "routes", "render-page.js"));
  const render = functionOf(renderer, "default") as Render;
  const appData: unknown = JSON.parse(readFileSync(join(publicDir, "page-data", "app-data.json"), "utf8"));
  const webpackCompilationHash =
    appData !== null && typeof appData === "object" ? Reflect.get(appData, "webpackCompilationHash") : undefined;
  if (typeof webpackCompilationHash !== "string") throw new Error("render-pages: app-data.json has no webpackCompilationHash");
  const written: string[] = [];
  for (const pagePath of paths) {
    const pageData: unknown = JSON.parse(readFileSync(String(dataPath(publicDir, pagePath)), "utf8"));
    if (pageData === null || typeof pageData !== "object") throw new Error(`render-pages: no page data for ${pagePath}`);
    const chunk: unknown = Reflect.get(pageData, "componentChunkName");
    const hashes: unknown = Reflect.get(pageData, "staticQueryHashes");
    const assets = (await functionOf(assetsModule, "getScriptsAndStylesForTemplate")(chunk, stats)) as Assets;
    const queries = (await functionOf(queriesModule, "getStaticQueryContext")(hashes)) as { staticQueryContext: unknown };
    const { html, unsafeBuiltinsUsage } = await render({
      pagePath,
      pageData,
      webpackCompilationHash,
      context: { isDuringBuild: true },
      staticQueryContext: queries.staticQueryContext,
      ...assets,
    });
    // Gatsby renders every page again after a render that used Node's built-ins; so does build:all (a full run).
    if (unsafeBuiltinsUsage.length > 0) throw new Error(`render-pages: ${pagePath} used Node's built-ins while rendering`);
    const file = String(htmlPath(publicDir, pagePath));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    // Gatsby's scripts are a slice of their own (public/_gatsby/slices/), stitched into each page after its render.
    await stitch({ pagePath, publicDir });
    written.push(relative(publicDir, file));
  }
  console.log(JSON.stringify(written));
}

main(overlay).catch((error: unknown) => {
  console.error(`render-pages: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
