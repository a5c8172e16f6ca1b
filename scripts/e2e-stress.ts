/**
 * `npm run test:e2e:stress`: the end-to-end tests that depend on time (time limits, layout shift
 * while apps mount, service-worker caching, slow answers) on a slowed machine, with no retries, several
 * times in a row; it stops at the first run that fails. CI runs on whatever machine it gets, and one
 * two to three times slower than ours must pass too (docs/testing.md).
 *
 *   npm run test:e2e:stress                       three runs, two busy processes beside them
 *   npm run test:e2e:stress -- --runs 1 --busy 0 --throttle 4    Chromium's CPU at a quarter speed instead
 *   npm run test:e2e:stress -- --all              the whole suite, not only the time-dependent specs
 *   npm run test:e2e:stress -- tests/e2e/layouts.spec.ts     these specs
 *
 * Expects the builds of `npm run test:build`, as `npm run test:e2e` does.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { parseStressArgs, TIMING_SPECS } from "./e2e-stress-args";

const options = parseStressArgs(process.argv.slice(2));

/** A process that keeps one core busy until it is killed. */
const busyProcess = (): ChildProcess => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });

const busy = Array.from({ length: options.busy }, busyProcess);
const stopBusy = (): void => busy.forEach((child) => child.kill("SIGKILL"));
process.on("exit", stopBusy);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

const specs = options.all ? [] : options.specs.length > 0 ? options.specs : TIMING_SPECS;
const env = { ...process.env, ...(options.throttle > 1 ? { E2E_CPU_THROTTLE: String(options.throttle) } : {}) };
console.log(
  `Stress: ${options.runs} run(s) of ${options.all ? "the whole suite" : specs.join(" ")}, no retries, ` +
    `${options.busy} busy process(es)${options.throttle > 1 ? `, Chromium's CPU ${options.throttle}× slower` : ""}`,
);

const results: string[] = [];
let failed = false;
for (let run = 1; run <= options.runs && !failed; run++) {
  const started = Date.now();
  const result = spawnSync("npx", ["playwright", "test", "--retries=0", "--reporter=line", ...specs], { stdio: "inherit", env });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  failed = result.status !== 0;
  results.push(`run ${run}: ${failed ? "FAILED" : "passed"} in ${minutes} min`);
}
console.log(results.join("\n"));
stopBusy();
process.exit(failed ? 1 : 0);
