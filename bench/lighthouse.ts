/**
 * Lighthouse 12, mobile preset (simulated slow 4G and 4× CPU slowdown, a phone's screen), median of
 * three runs per page template, against the built site served compressed by the local server (the
 * Brotli twins of the build, as nginx serves them). Every template and layout of the quality gates'
 * list is measured. Needs public/ (the default market) and dist/ (for pages on other hosts) built.
 *
 * `npm run bench` runs it after the builds; `npm run bench:lighthouse` runs it alone on what is built.
 * Each template's TBT is printed beside the legal page's of the same run, which is always measured,
 * and as a multiple of it (issue 45: at most 1.5×): a busy machine moves both alike.
 * LIGHTHOUSE_PAGES=<regex> narrows it to the gate pages whose path matches; LIGHTHOUSE_REPORTS=<dir>
 * keeps each run's full JSON report there (the long tasks, the LCP breakdown, the network requests).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium as playwright } from "@playwright/test";
import { DEBUG_COOKIE } from "../src/runtime-apps/debug-mode";
import { gatePages, gateUrl, type GatePage } from "../tests/e2e/gate-pages";
import { median, runAlone, type BenchRow } from "./figures";
import { withLocalServer } from "./local-server";

/** One run's figures. */
export type Figures = { score: number; lcpMs: number; tbtMs: number; cls: number };

/** Issue 10's budgets for every template. */
export const lighthouseBudgets = { score: 0.98, lcpMs: 1500, tbtMs: 100, cls: 0.01 } as const;
/** Issue 45: each gate template's TBT at most this many times the legal page's, measured in the same run. */
export const tbtRatioBudget = 1.5;
/** The plain page every template's main thread is judged against: the legal template's first gate page, measured in every run. */
const reference = gatePages.find((p) => p.template === "legal");
const RUNS = 3;
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Starts a headless Chromium with remote debugging and resolves with its DevTools port. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-profile-"));
  const browser: ChildProcess = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-extensions",
      // Every site host resolves to the local server, which picks the tree by Host (as in the e2e tests).
      "--host-resolver-rules=MAP * 127.0.0.1, EXCLUDE localhost",
      "about:blank",
    ],
    // Its own process group, so the renderers and helpers go with it.
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  const exited = new Promise<void>((done) => browser.once("exit", () => done()));
  // The profile goes once the browser has stopped writing to it.
  const stop = async (): Promise<void> => {
    if (browser.pid !== undefined && browser.exitCode === null) process.kill(-browser.pid, "SIGKILL");
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${CHROMIUM} did not open its DevTools port within 15 s:\n${output}`)), 15_000);
    browser.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    browser.on("exit", (code) => reject(new Error(`${CHROMIUM} exited with code ${code}:\n${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

/** Lighthouse's command line, run by plain Node: tsx's transform would rename the functions it evaluates in the page. */
const LIGHTHOUSE_CLI = join("node_modules", "lighthouse", "cli", "index.js");

/** The part of Lighthouse's JSON result the bench reads. */
type Report = {
  runtimeError?: { message?: string };
  categories?: { performance?: { score?: number | null } };
  audits?: Record<string, { numericValue?: number } | undefined>;
};

function runCli(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LIGHTHOUSE_CLI, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`lighthouse ${args[0] ?? ""} exited with code ${code}:\n${err}`)),
    );
  });
}

/**
 * Debug mode is on by default for local hosts and adds a status line above each slot as its app loads:
 * a layout shift no visitor sees. The cookie that switches it off is set in the fresh browser before
 * Lighthouse runs, which then must not reset the origin's storage (the profile is new: nothing else
 * is in it).
 */
async function switchDebugModeOff(port: number, url: string): Promise<void> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("the browser has no default context");
    await context.addCookies([{ name: DEBUG_COOKIE, value: "off", domain: new URL(url).hostname, path: "/" }]);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of one URL in a fresh browser (a first visit: no cache, no consent cookie, debug mode off). */
async function runOnce(url: string): Promise<Figures> {
  const chromium = await launchChromium();
  try {
    await switchDebugModeOff(chromium.port, url);
    const output = await runCli([
      url,
      `--port=${chromium.port}`,
      "--only-categories=performance",
      "--disable-storage-reset",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
    ]);
    const report = JSON.parse(output) as Report;
    const keep = process.env.LIGHTHOUSE_REPORTS;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(join(keep, `${new URL(url).host}${new URL(url).pathname.replace(/\//g, "_")}-${Date.now()}.json`), output);
    }
    if (report.runtimeError?.message) throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError.message}`);
    const metric = (id: string): number => {
      const value = report.audits?.[id]?.numericValue;
      if (typeof value !== "number") throw new Error(`Lighthouse measured no ${id} on ${url}`);
      return value;
    };
    return {
      score: report.categories?.performance?.score ?? 0,
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
    };
  } finally {
    await chromium.stop();
  }
}

/** The median of each figure over the runs (each figure on its own, as budgets judge each on its own). */
export function medianFigures(runs: readonly Figures[]): Figures {
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

/** A TBT as a multiple of the legal page's, or why there is none (a legal page with no blocking time divides nothing). */
export const tbtRatio = (tbtMs: number, referenceMs: number | undefined): string =>
  referenceMs === undefined ? "no legal page" : referenceMs > 0 ? `${(tbtMs / referenceMs).toFixed(2)}×` : `${tbtMs.toFixed(0)} ms / 0 ms`;

const label = (page: GatePage): string => `${page.template} (${page.layout}${page.host ? `, ${page.host}` : ""})`;

/** Lighthouse figures of every gate page beside their budgets. */
export async function benchLighthouse(root: string): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM)) return [{ name: "Lighthouse", value: "skipped", budget: `needs Chromium at ${CHROMIUM} (CHROME_PATH)` }];
  const filter = process.env.LIGHTHOUSE_PAGES ? new RegExp(process.env.LIGHTHOUSE_PAGES) : undefined;
  const chosen = gatePages.filter((p) => !filter || filter.test(p.path));
  // The legal page first, whatever the filter: the other templates' TBT is judged against its own in this run.
  const pages = reference ? [reference, ...chosen.filter((p) => p !== reference)] : chosen;
  return withLocalServer(root, (port) => measurePages(root, pages, port));
}

/** Lighthouse's median figures of each page, the legal page's TBT the measure of the others'. */
async function measurePages(root: string, pages: readonly GatePage[], port: number): Promise<BenchRow[]> {
  let referenceTbt: number | undefined;
  const rows: BenchRow[] = [];
  for (const page of pages) {
    if (page.host && !existsSync(join(root, "dist", page.host))) {
      rows.push({
        name: `Lighthouse mobile, ${label(page)}`,
        value: "skipped",
        budget: `dist/${page.host} is not built (npm run build:all)`,
      });
      continue;
    }
    const runs: Figures[] = [];
    // Lighthouse refuses to measure an answer with status 404; the same page is the host's /404.html.
    const measured = page.template === "not-found" ? { ...page, path: "/404.html" } : page;
    for (let i = 0; i < RUNS; i++) runs.push(await runOnce(gateUrl(measured, port)));
    const m = medianFigures(runs);
    const b = lighthouseBudgets;
    const name = `Lighthouse mobile, ${label(page)}`;
    rows.push({ name: `${name}: performance`, value: m.score.toFixed(2), budget: `≥ ${b.score}` });
    rows.push({ name: `${name}: LCP`, value: `${(m.lcpMs / 1000).toFixed(2)} s`, budget: `≤ ${b.lcpMs / 1000} s` });
    rows.push({ name: `${name}: TBT`, value: `${m.tbtMs.toFixed(0)} ms`, budget: `≤ ${b.tbtMs} ms` });
    rows.push({ name: `${name}: CLS`, value: m.cls.toFixed(3), budget: `≤ ${b.cls}` });
    if (page === reference) referenceTbt = m.tbtMs;
    const ratio = tbtRatio(m.tbtMs, referenceTbt);
    rows.push({
      name: `${name}: TBT / legal page's`,
      value: ratio,
      budget: `≤ ${tbtRatioBudget}× (legal page ${referenceTbt?.toFixed(0) ?? "?"} ms)`,
    });
    console.log(
      `${label(page)}: ${runs.map((r) => r.score.toFixed(2)).join(" ")} → ${m.score.toFixed(2)}, LCP ${m.lcpMs.toFixed(0)} ms, TBT ${m.tbtMs.toFixed(0)} ms (${runs.map((r) => r.tbtMs.toFixed(0)).join(" ")}; legal page ${referenceTbt?.toFixed(0) ?? "?"} ms, ${ratio}), CLS ${m.cls.toFixed(3)}`,
    );
  }
  return rows;
}

runAlone(import.meta.url, benchLighthouse);
