/**
 * `npm run bench`: build times (cold and warm, one market and all markets), peak memory and the
 * first-load JS of each page template, the runtime-app loader's size and mount time, and the editorial markup parser's speed. A benchmark, not a test: it prints figures and budgets.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DEFAULT_MARKET_ID } from "../markets/index";
import { textLocales } from "../markets/schema";
import { compiledMessagesOf, readBundles } from "../src/i18n/bundles";
import { firstLoadByTemplate } from "../bench/first-load";
import { benchLoader } from "../bench/loader";
import { benchMarkup } from "../bench/markup";
import { runMeasured, type RunResult } from "../bench/process-tree";

type Row = { name: string; value: string; budget: string };
/** The start page's first-load budget (issue budget; today's page is over it, see the README). */
const START_BUDGET_KIB = 100;
/**
 * The layouts' allowance: the foundation's start page (102.4 KiB once the shared chunks are counted)
 * plus 15 KiB; every template carries every layout, so this bounds each layout's cost.
 */
const LAYOUTS_BUDGET_KIB = 117.4;
const rows: Row[] = [];
const root = process.cwd();
const bin = (name: string): string => join(root, "node_modules", ".bin", name);
const clean = (): void => ["public", ".cache"].forEach((d) => rmSync(join(root, d), { recursive: true, force: true }));
const gatsby = (env: Record<string, string>): Promise<RunResult> =>
  runMeasured(bin("gatsby"), ["build"], { GATSBY_TELEMETRY_DISABLED: "1", ...env });

function record(name: string, run: RunResult, budgetSeconds: number): void {
  if (run.status !== 0) throw new Error(`${name} failed with exit code ${run.status}`);
  rows.push({ name: `${name}: time`, value: `${run.seconds.toFixed(1)} s`, budget: `≤ ${budgetSeconds} s` });
  rows.push({ name: `${name}: peak memory`, value: `${run.peakMiB.toFixed(0)} MiB`, budget: "≤ 1024 MiB" });
}

async function main(): Promise<void> {
  // Ends on the default market's build, so `npm run serve` shows it afterwards.
  clean();
  record("build:all, every market, cold", await runMeasured("node", ["--import", "tsx", "scripts/build-all.ts"]), 90);
  clean();
  record(`build of ${DEFAULT_MARKET_ID}, cold`, await gatsby({ MARKET: DEFAULT_MARKET_ID }), 60);
  record(`build of ${DEFAULT_MARKET_ID}, warm`, await gatsby({ MARKET: DEFAULT_MARKET_ID }), 20);
  for (const [chunk, kib] of firstLoadByTemplate(join(root, "public"))) {
    const template = chunk.replace("component---src-templates-", "").replace(/-tsx$/, "");
    rows.push({ name: `first-load JS, ${template} template`, value: `${kib.toFixed(1)} KiB gzip`, budget: template === "start" ? `≤ ${START_BUDGET_KIB} KiB; layouts ≤ ${LAYOUTS_BUDGET_KIB} KiB` : "" });
  }
  const bundles = readBundles(root);
  const largest = Math.max(...textLocales.map((l) => gzipSync(JSON.stringify(compiledMessagesOf(bundles, l))).length / 1024));
  // Same template, German page of the all-markets build against the default market's English page.
  const start = "component---src-templates-start-tsx";
  const german = firstLoadByTemplate(join(root, "dist", "www.movanta.de")).get(start) ?? NaN;
  const english = firstLoadByTemplate(join(root, "public")).get(start) ?? NaN;
  rows.push({ name: "locale data in first-load JS (de-DE start page − en-US)", value: `${(german - english).toFixed(1)} KiB gzip`, budget: "≤ 10 KiB" });
  rows.push({ name: "one locale's messages (parsed), in each page's page data", value: `${largest.toFixed(1)} KiB gzip`, budget: "" });
  rows.push(...(await benchLoader(root)));
  for (const result of await benchMarkup()) {
    rows.push({ name: `markup: ${result.name}`, value: `${result.value.toFixed(2)} ${result.unit}`, budget: result.budget ? `≤ ${result.budget} ${result.unit}` : "" });
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`\n${"figure".padEnd(width)}  ${"value".padStart(14)}  budget`);
  for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.value.padStart(14)}  ${row.budget}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
