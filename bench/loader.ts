import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { bundleGzipKiB } from "./bundle-size";
import { median, printRows, type BenchRow } from "./figures";

// What the shell already ships for every page (libraries, shell modules, the brand); the loader's own size leaves it out.
const shared = ["react", "react-dom", "react/jsx-runtime", "react-intl", "styled-components"];

/** Minified, gzipped size in KiB of a module graph of src/runtime-apps, shared libraries left out. */
const gzipKiB = (root: string, contents: string): Promise<number> =>
  bundleGzipKiB({
    contents,
    resolveDir: join(root, "src", "runtime-apps"),
    loader: "tsx",
    external: [...shared, "../shell/*", "../theme/*", "../page/*", "../../markets/*"],
  });

/**
 * In the page: when the booking engine's bootstrapper answer had fully arrived (Resource
 * Timing) and when the app's markup entered its slot (a MutationObserver, which fires as soon as
 * create has appended it). Both on the page's performance clock, so the loader itself carries no
 * timing code.
 */
const observeMount = (): void => {
  const slot = '[data-app-slot="booking-engine"]';
  new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      if (node instanceof HTMLElement && node.parentElement?.parentElement?.parentElement?.matches(slot)) {
        Object.assign(window, { benchMountedAt: Reflect.get(window, "benchMountedAt") ?? performance.now() });
      }
    }
  }).observe(document, { childList: true, subtree: true });
};

const readMeasure = (): number => {
  const answer = performance.getEntriesByType("resource").find((e) => e.name.endsWith("/apps/rac-search/bootstrapper.json"));
  const mounted: unknown = Reflect.get(window, "benchMountedAt");
  return answer instanceof PerformanceResourceTiming && typeof mounted === "number" ? mounted - answer.responseEnd : Number.NaN;
};

/** A free local port. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === "object" ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

/**
 * The local server of `npm run serve` in its own process (as behind `npm start`), so that the
 * bench's own event loop, busy with the browser, does not delay its answers.
 */
export async function startServer(root: string): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(join(root, "node_modules", ".bin", "tsx"), ["dev/server.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: "ignore",
  });
  for (let tries = 0; tries < 100; tries += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { port, stop: () => child.kill() };
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error("the local server did not start");
}

/** Bootstrapper answer → mounted times of first visits (fresh browser profile) and of the repeat visit right after each. */
type MountTimes = { first: number[]; repeat: number[] };

/**
 * Time from the booking engine's bootstrapper answer to its mounted app, in Chromium against the
 * built default market: a first visit (the site's storage, service worker, caches and the HTTP cache
 * cleared before it, so the worker installs meanwhile and nothing is cached), then a second visit to
 * the same page. One browser window serves every run: a new window makes Chromium load its own
 * browser UI meanwhile, which a visitor's browser has done long before it opens the site.
 */
async function answerToMountedMs(root: string, runs: number): Promise<MountTimes> {
  const server = await startServer(root);
  const origin = `http://localhost:${server.port}`;
  const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  const times: MountTimes = { first: [], repeat: [] };
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.addInitScript(observeMount);
    const visit = async (): Promise<number> => {
      await page.goto(`${origin}/`);
      await page.locator('[data-app-slot="booking-engine"][data-app-status="MOUNTED"]').waitFor();
      return page.evaluate(readMeasure);
    };
    for (let run = 0; run <= runs; run += 1) {
      await page.goto("about:blank");
      await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
      await cdp.send("Network.clearBrowserCache");
      const first = await visit();
      // Let the first visit's worker install and its idle work finish, as between two real visits.
      await page.waitForTimeout(1000);
      const repeat = await visit();
      // The first run warms the server's file cache and the browser's process; it is not counted.
      if (run > 0) {
        times.first.push(first);
        times.repeat.push(repeat);
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  return times;
}

/** The runtime-app loader's figures: its own size and the browser-measured mount time. */
export async function benchLoader(root = process.cwd(), runs = 25): Promise<BenchRow[]> {
  // The loader: every step, the status machine, environment, debug mode, overrides, storage and the registry.
  const loader = ["start-slot", "status", "slots"].map((m) => `export * from "./${m}";`).join("");
  const figures: BenchRow[] = [
    {
      name: "runtime-apps loader (steps, statuses, env/debug/overrides, registry)",
      value: `${(await gzipKiB(root, loader)).toFixed(2)} KiB gzip`,
      budget: "≤ 5 KiB",
    },
    {
      name: "runtime-apps loader with AppSlot's React view (skeleton, fallback)",
      value: `${(await gzipKiB(root, 'export * from "./slot";')).toFixed(2)} KiB gzip`,
      budget: "",
    },
  ];
  if (!existsSync(join(root, "public", "index.html")))
    throw new Error("bench/loader needs the default market built into public/ (npm run build)");
  const times = await answerToMountedMs(root, runs);
  // Other work on the machine stretches browser timings; the figure is read against this.
  figures.push({ name: "machine load during the mount timing (1-minute average)", value: loadavg()[0]?.toFixed(2) ?? "?", budget: "" });
  for (const [visit, values] of [
    ["first visit", times.first],
    ["repeat visit", times.repeat],
  ] as const) {
    const spread = `fastest ${Math.min(...values).toFixed(1)}, slowest ${Math.max(...values).toFixed(1)}`;
    figures.push({
      name: `booking engine, bootstrapper answer → mounted, ${visit}, median of ${values.length}`,
      value: `${median(values).toFixed(1)} ms`,
      budget: `< 50 ms (${spread})`,
    });
  }
  return figures;
}

// `npx tsx bench/loader.ts` prints the loader's figures alone, against the current public/.
if (process.argv[1]?.endsWith(join("bench", "loader.ts"))) {
  benchLoader().then(
    (figures) => printRows(figures),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
