import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import type { BenchRow } from "./figures";
import { startServer } from "./loader";

/** The n-th percentile of a list of numbers (nearest rank). */
const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

/** Every offline search index the builds wrote, in public/ and in each host tree of dist/. */
function searchIndexes(root: string): string[] {
  const trees = [
    join(root, "public"),
    ...(existsSync(join(root, "dist"))
      ? readdirSync(join(root, "dist"))
          .filter((h) => !h.startsWith("."))
          .map((h) => join(root, "dist", h))
      : []),
  ];
  return trees.flatMap((tree) =>
    existsSync(tree)
      ? readdirSync(tree, { recursive: true, encoding: "utf8" })
          .filter((f) => /search-index\.[a-z]{2}-[A-Z]{2}\.json$/.test(f) && !f.startsWith("_sites"))
          .map((f) => join(tree, f))
      : [],
  );
}

declare global {
  /** What the keystroke probe keeps on the page's window. */
  interface Window {
    benchKeyAt?: number;
    benchExpect?: string;
    benchPainted?: Promise<number>;
  }
}

/** In the page: the time from a keydown to the frame after the results show the expected highlighted word. */
const installProbe = (): void => {
  const w = window;
  document.addEventListener(
    "keydown",
    () => {
      w.benchKeyAt = performance.now();
      w.benchPainted = new Promise((done) => {
        const section = document.querySelector('[aria-label="Search results"]');
        if (!section) return;
        const observer = new MutationObserver(() => {
          if (section.querySelector("mark")?.textContent?.toLowerCase() !== w.benchExpect) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => done(performance.now() - (w.benchKeyAt ?? 0)), 0));
        });
        observer.observe(section, { subtree: true, childList: true, characterData: true });
      });
    },
    true,
  );
};

/** Keystroke to results painted on the default market's help search, against the fixture API of the local server. */
async function keystrokeToResultsMs(root: string, runs: number): Promise<number[]> {
  const server = await startServer(root);
  const executablePath = existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${server.port}/help/search?q=deposi`);
    await page.locator("mark").first().waitFor();
    await page.evaluate(installProbe);
    const input = page.getByRole("searchbox");
    await input.focus();
    await page.keyboard.press("End");
    const times: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      // Alternately complete and shorten the word, so each keystroke changes the highlighted text.
      const [key, expected] = run % 2 === 0 ? ["t", "deposit"] : ["Backspace", "deposi"];
      await page.evaluate((word) => void (window.benchExpect = word), expected);
      await page.keyboard.press(key);
      const ms = await page.evaluate(() => window.benchPainted ?? Promise.reject(new Error("no keystroke was probed")));
      // The first run warms the server and the browser; it is not counted.
      if (run > 0) times.push(ms);
    }
    return times;
  } finally {
    await browser.close();
    server.stop();
  }
}

/** The help centre's figures of issue 12: the offline index's size and the search's keystroke-to-paint time. */
export async function benchHelpCentre(root: string): Promise<BenchRow[]> {
  const sizes = searchIndexes(root).map((file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024);
  const times = await keystrokeToResultsMs(root, 40);
  return [
    {
      name: `help: largest fallback search index of ${sizes.length} (per host, centre and language)`,
      value: `${Math.max(...sizes).toFixed(1)} KiB gzip`,
      budget: "≤ 60 KiB",
    },
    {
      name: "help search: keystroke to results painted, p95 (median)",
      value: `${percentile(times, 95).toFixed(0)} ms (${percentile(times, 50).toFixed(0)})`,
      budget: "≤ 150 ms",
    },
  ];
}
