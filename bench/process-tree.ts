import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";

export type RunResult = { seconds: number; peakMiB: number; status: number | null };

/** Resident memory of every process in a process group, in KiB (Gatsby runs workers beside its main process). */
function groupRssKiB(pgid: number): number {
  try {
    const table = execFileSync("ps", ["-eo", "pgid=,rss="], { encoding: "utf8" });
    return table
      .split("\n")
      .map((line) => line.trim().split(/\s+/).map(Number))
      .filter(([group]) => group === pgid)
      .reduce((sum, [, rss]) => sum + (rss ?? 0), 0);
  } catch {
    return 0;
  }
}

/**
 * Runs a command in its own process group, timing it and sampling the group's peak memory. Its output
 * is dropped unless BENCH_SHOW_OUTPUT is set (to see where a build's time goes, e.g. Gatsby's steps).
 */
export function runMeasured(command: string, args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  const started = performance.now();
  const child = spawn(command, args, {
    detached: true,
    stdio: ["ignore", process.env.BENCH_SHOW_OUTPUT ? "inherit" : "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, groupRssKiB(child.pid));
  }, 250);
  return new Promise((done) => {
    child.on("exit", (status) => {
      clearInterval(sampler);
      done({ seconds: (performance.now() - started) / 1000, peakMiB: peak / 1024, status });
    });
  });
}
