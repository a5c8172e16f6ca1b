/**
 * The JavaScript a first visit downloads by network idle, per gate page (issue 45): every script
 * Chromium fetched, the site's own (page chunks, consent banner, runtime-app runner, flag client) and
 * the runtime apps' (separately deployed; the local server's demo apps stand in for them), in KiB
 * Brotli as nginx serves the build's twins. Budgets judge the site's JavaScript: ≤ 90 KiB on the
 * start page, ≤ 100 KiB on every other template. Needs public/ and dist/ built, as bench/lighthouse.ts.
 *
 * `npm run bench` runs it; `npm run bench:transfer` runs it alone on what is built.
 * TRANSFER_PAGES=<regex> narrows it to the gate pages whose path matches; TRANSFER_FILES=1 lists each
 * page's scripts, largest first.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { DEBUG_COOKIE } from "../src/runtime-apps/debug-mode";
import { gatePages, gateUrl, type GatePage } from "../tests/e2e/gate-pages";
import { TRANSFER_BUDGET_KIB, kibOf, scriptsByNetworkIdle, type ScriptDownload } from "../tests/e2e/transferred-js";
import { runAlone, type BenchRow } from "./figures";
import { withLocalServer } from "./local-server";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const label = (page: GatePage): string => `${page.template} (${page.layout}${page.host ? `, ${page.host}` : ""})`;

/** The start page's budget on the start template of the ibe layout; every other template's elsewhere. */
export const transferBudgetOf = (page: GatePage): number =>
  page.template === "start" && page.layout === "ibe" ? TRANSFER_BUDGET_KIB.start : TRANSFER_BUDGET_KIB.other;

/** One page's downloads in a fresh context: a first visit, debug mode off as visitors have it. */
async function measure(browser: Browser, page: GatePage, port: number): Promise<ScriptDownload[]> {
  const url = gateUrl(page, port);
  // The offline plugin's worker installs after the page has loaded and caches for later visits; the page never runs it.
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    await context.addCookies([{ name: DEBUG_COOKIE, value: "off", domain: new URL(url).hostname, path: "/" }]);
    return await scriptsByNetworkIdle(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

/** Rows of the site's and the runtime apps' JavaScript by network idle of every gate page. */
export async function benchTransferredJs(root: string): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM))
    return [{ name: "JS by network idle", value: "skipped", budget: `needs Chromium at ${CHROMIUM} (CHROME_PATH)` }];
  const filter = process.env.TRANSFER_PAGES ? new RegExp(process.env.TRANSFER_PAGES) : undefined;
  const pages = gatePages.filter((p) => (!filter || filter.test(p.path)) && (!p.host || existsSync(join(root, "dist", p.host))));
  return withLocalServer(root, (port) => measurePages(pages, port), Number(process.env.PORT ?? 0));
}

/** Opens each page in one Chromium and lists its scripts against the budget. */
async function measurePages(pages: readonly GatePage[], port: number): Promise<BenchRow[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--host-resolver-rules=MAP * 127.0.0.1, EXCLUDE localhost"],
  });
  const rows: BenchRow[] = [];
  try {
    for (const page of pages) {
      const downloads = await measure(browser, page, port);
      const site = kibOf(downloads, "site");
      const apps = kibOf(downloads, "runtime app");
      const others = kibOf(downloads, "third party");
      rows.push({
        name: `JS by network idle, ${label(page)} ${page.path}: site (runtime apps${others > 0 ? ", third parties" : ""})`,
        value: `${site.toFixed(1)} KiB br, ${downloads.filter((d) => d.owner === "site").length} files (${apps.toFixed(1)}${others > 0 ? `, ${others.toFixed(1)}` : ""})`,
        budget: `≤ ${transferBudgetOf(page)} KiB`,
      });
      if (process.env.TRANSFER_FILES)
        for (const d of downloads) console.log(`  ${label(page)} ${d.owner}: ${d.url} ${(d.brotliBytes / 1024).toFixed(2)} KiB`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

runAlone(import.meta.url, benchTransferredJs);
