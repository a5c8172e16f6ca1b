/**
 * `npm run bench`: build times (cold and warm, one market and all markets), peak memory and the
 * first-load JS of each page template, the JavaScript each gate page downloads by network idle
 * (bench/transferred-js.ts), the runtime-app loader's size and mount time, the web-API client's size and the
 * fixture API's answer time, the editorial markup parser's speed, the release switch of every host
 * (deploy and rollback, bench/release.ts), and Lighthouse's mobile figures of every
 * page template (bench/lighthouse.ts). A benchmark, not a test: it prints figures and budgets.
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DEFAULT_MARKET_ID } from "../markets/index";
import { textLocales } from "../markets/schema";
import { compiledMessagesOf, readBundles } from "../src/content/text-bundles";
import { pageMessages } from "../src/i18n/namespaces";
import { layouts, templates } from "../src/content/schema";
import { printRows, type BenchRow } from "../bench/figures";
import { firstLoadByPage, gzipSize, type FirstLoad } from "../bench/first-load";
import { benchHelpCentre } from "../bench/help-centre";
import { benchLoader } from "../bench/loader";
import { benchPlusFilter } from "../bench/plus-filter";
import { benchMarkup } from "../bench/markup";
import { benchWebApi } from "../bench/web-api";
import { benchLighthouse } from "../bench/lighthouse";
import { benchTransferredJs } from "../bench/transferred-js";
import { benchRelease } from "../bench/release";
import { benchIncremental } from "../bench/incremental";
import { runMeasured, type RunResult } from "../bench/process-tree";
import { ownComponentOf } from "../src/gatsby/templates";
import { IMAGE_CACHE } from "../src/build/images";
import { chunkGroups, ownChunkFiles } from "../src/build/chunk-groups";

/** The start page's first-load budget (issue 2). */
const START_BUDGET_KIB = 100;
/** Issue 13: /plus with its offers list; the calendar and the dialogs load on demand. */
const PLUS_BUDGET_KIB = 115;
/**
 * What a layout may add over the foundation's start page (issue 3). Each page carries its own layout
 * only, so a layout's cost is its page's first-load JS minus that of a page in the empty layout.
 */
const LAYOUT_BUDGET_KIB = 15;
/** First-load budgets of templates with a part of their own (issue 14: the ride sign-up page; issue 22: the truck page). */
const TEMPLATE_BUDGETS_KIB: Readonly<Record<string, number>> = {
  start: START_BUDGET_KIB,
  "ride-signup": 110,
  "help-article": 105,
  truck: 105,
};
const rows: BenchRow[] = [];
const root = process.cwd();
const bin = (name: string): string => join(root, "node_modules", ".bin", name);
const clean = (): void => ["public", ".cache", IMAGE_CACHE].forEach((d) => rmSync(join(root, d), { recursive: true, force: true }));
const gatsby = (env: Record<string, string>): Promise<RunResult> =>
  runMeasured(bin("gatsby"), ["build"], { GATSBY_TELEMETRY_DISABLED: "1", API_BASE: "fixture", ...env });

function record(name: string, run: RunResult, budgetSeconds: number): void {
  if (run.status !== 0) throw new Error(`${name} failed with exit code ${run.status}`);
  rows.push({ name: `${name}: time`, value: `${run.seconds.toFixed(1)} s`, budget: `≤ ${budgetSeconds} s` });
  rows.push({ name: `${name}: peak memory`, value: `${run.peakMiB.toFixed(0)} MiB`, budget: "≤ 1024 MiB" });
}

async function main(): Promise<void> {
  // Ends on the default market's build, so `npm run serve` shows it afterwards.
  // The help centres ten times larger first (issue 12's scale figure), then the real content, which
  // the rest of the bench and `npm run serve` read from dist/.
  // Each from an empty dist/ as well: replacing a previous tree set costs its deletion (long for the
  // ten-times set), which would otherwise land on whichever build runs after it.
  const buildAll = (env: Record<string, string> = {}): Promise<RunResult> => {
    rmSync(join(root, "dist"), { recursive: true, force: true });
    return runMeasured("node", ["--import", "tsx", "scripts/build-all.ts"], { API_BASE: "fixture", ...env });
  };
  clean();
  // As a content team would run it: build:all's own settings (its 512 MiB old space included).
  const tenfold = await buildAll({ FIXTURE_HELP_SCALE: "10" });
  const tenfoldPages = countPages(join(root, "dist"));
  clean();
  const single = await buildAll();
  record("build:all, every market, cold", single, 90);
  const singlePages = countPages(join(root, "dist"));
  // Issue 44: warm runs with no change and after a one-line change, and their trees against a cold build's.
  const incremental = await benchIncremental(root, single);
  rows.push(...incremental.rows);
  if (incremental.differ.length > 0)
    throw new Error(`warm host trees differ from a cold build's: ${incremental.differ.slice(0, 10).join(", ")}`);
  rows.push({
    name: "build:all, every market: pages, pages per second",
    value: `${singlePages}, ${(singlePages / single.seconds).toFixed(0)}/s`,
    budget: "",
  });
  if (tenfold.status !== 0) throw new Error(`build:all with 10× help articles failed with exit code ${tenfold.status}`);
  rows.push({
    name: "build:all with 10× help articles: pages, pages per second",
    value: `${tenfoldPages}, ${(tenfoldPages / tenfold.seconds).toFixed(0)}/s`,
    budget: "",
  });
  rows.push({
    name: "build:all with 10× help articles: time",
    value: `${tenfold.seconds.toFixed(1)} s (${(tenfold.seconds / single.seconds).toFixed(2)}×)`,
    budget: `≤ 3× the 1× build (${(3 * single.seconds).toFixed(0)} s)`,
  });
  rows.push({ name: "build:all with 10× help articles: peak memory", value: `${tenfold.peakMiB.toFixed(0)} MiB`, budget: "≤ 1536 MiB" });
  clean();
  record(`build of ${DEFAULT_MARKET_ID}, cold`, await gatsby({ MARKET: DEFAULT_MARKET_ID }), 60);
  record(`build of ${DEFAULT_MARKET_ID}, warm`, await gatsby({ MARKET: DEFAULT_MARKET_ID }), 20);
  const pages = firstLoadByPage(join(root, "public"));
  for (const { template, layout, kib } of pages) {
    // /plus is a start page in the plus layout, held to issue 13's budget for its offers list.
    const limit = template === "start" && layout === "plus" ? PLUS_BUDGET_KIB : TEMPLATE_BUDGETS_KIB[template];
    const budget = limit === undefined ? "" : `≤ ${limit} KiB`;
    rows.push({ name: `first-load JS, ${template} template (${layout} layout)`, value: `${kib.toFixed(1)} KiB gzip`, budget });
  }
  rows.push(...layoutCosts(pages));
  // Not first-load JS: fetched alongside the page's chunks (webpack preload), run after the first render.
  const own = ownChunkFiles(join(root, "public"));
  const [runner] = own("app-runner");
  const runnerKiB = runner ? gzipSize(join(root, "public", runner)) / 1024 : NaN;
  rows.push({
    name: "runtime-app runner chunk (preloaded; runs after the first render)",
    value: `${runnerKiB.toFixed(1)} KiB gzip`,
    budget: "",
  });
  rows.push(...flagClientRows(join(root, "public")));
  // Not first-load JS either: loaded only after performance consent, from the consent chunk (docs/field-data.md).
  const [fieldData] = own("field-data");
  rows.push({
    name: "field-data chunk (web vitals; loads after performance consent)",
    value: `${(fieldData ? gzipSize(join(root, "public", fieldData)) / 1024 : NaN).toFixed(1)} KiB gzip`,
    budget: "",
  });
  // Not first-load JS either: fetched when a visitor first uses a form (docs/captcha.md).
  const [captchaLoader] = own("captcha-loader");
  rows.push({
    name: "captcha loader chunk (fetched on a form's first use)",
    value: `${(captchaLoader ? gzipSize(join(root, "public", captchaLoader)) / 1024 : NaN).toFixed(1)} KiB gzip`,
    budget: "",
  });
  const bundles = readBundles(root);
  // Each page carries only the namespaces its template and layout can show (src/i18n/namespaces.ts).
  const largest = Math.max(
    ...textLocales.flatMap((l) => {
      const messages = compiledMessagesOf(bundles, l);
      return pages.flatMap(({ template, layout }) => {
        const t = templates.find((known) => known === template);
        const lay = layouts.find((known) => known === layout);
        return t && lay ? [gzipSync(JSON.stringify(pageMessages(messages, t, lay))).length / 1024] : [];
      });
    }),
  );
  // Same page, German start page of the all-markets build against the default market's English one.
  const startOf = (tree: string): number => firstLoadByPage(join(root, tree)).find((p) => p.template === "start")?.kib ?? NaN;
  const german = startOf(join("dist", "www.movanta.de"));
  const english = startOf("public");
  rows.push({
    name: "locale data in first-load JS (de-DE start page − en-US)",
    value: `${(german - english).toFixed(1)} KiB gzip`,
    budget: "≤ 10 KiB",
  });
  rows.push({
    name: "a page's messages (parsed) in its page data, largest page and locale",
    value: `${largest.toFixed(1)} KiB gzip`,
    budget: "",
  });
  rows.push(...(await benchLoader(root)));
  rows.push(...(await benchPlusFilter(root)));
  rows.push(...(await benchWebApi(root)));
  rows.push(...(await benchHelpCentre(root)));
  rows.push(...(await benchRelease()));
  for (const result of await benchMarkup()) {
    rows.push({
      name: `markup: ${result.name}`,
      value: `${result.value.toFixed(2)} ${result.unit}`,
      budget: result.budget ? `≤ ${result.budget} ${result.unit}` : "",
    });
  }
  // Both need the default market's build (public/) and the host trees (dist/).
  rows.push(...(await benchTransferredJs(root)));
  rows.push(...(await benchLighthouse(root)));
  printRows(rows);
}

/**
 * What the flag service's client adds (docs/feature-flags.md): its chunk, loaded by the plus pages'
 * provider after hydration, found by its webpackChunkName; and with the split chunks it needs (valibot),
 * which a plus page may have loaded already.
 */
function flagClientRows(publicDir: string): BenchRow[] {
  const files = chunkGroups(publicDir)("flag-client");
  const kib = (list: readonly string[]): string =>
    `${(list.reduce((sum, f) => sum + gzipSize(join(publicDir, f)), 0) / 1024).toFixed(1)} KiB gzip`;
  return [
    { name: "flag client chunk (plus pages, after hydration)", value: kib(ownChunkFiles(publicDir)("flag-client")), budget: "" },
    { name: "flag client with the split chunks it needs", value: kib(files), budget: "" },
  ];
}

/** The pages of every host tree under dist/: one page-data.json each. */
function countPages(dist: string): number {
  return readdirSync(dist, { recursive: true, encoding: "utf8" }).filter(
    (f) => f.endsWith("/page-data.json") && !f.includes("/page-data/sq/") && !f.startsWith("."),
  ).length;
}

/** Each layout's own JavaScript: its heaviest page (error pages aside) against the empty layout's page. */
function layoutCosts(pages: readonly FirstLoad[]): BenchRow[] {
  const ofLayout = pages.filter((p) => !ownComponentOf(p.template, p.layout));
  const base = ofLayout.find((p) => p.layout === "empty")?.kib ?? NaN;
  const layouts = [...new Set(ofLayout.map((p) => p.layout))].sort();
  return layouts.map((layout) => {
    const heaviest = Math.max(...ofLayout.filter((p) => p.layout === layout).map((p) => p.kib));
    return {
      name: `JS the ${layout} layout adds (its page − empty layout's page)`,
      value: `${(heaviest - base).toFixed(1)} KiB gzip`,
      budget: `≤ ${LAYOUT_BUDGET_KIB} KiB`,
    };
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
