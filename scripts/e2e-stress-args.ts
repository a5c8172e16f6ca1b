/**
 * The specs whose tests depend on time: time limits of the spec (overlay, progress bar, prefetch
 * batches, resend limit, loader timeouts), layout shift while apps mount, service-worker caching, and
 * screens that wait for the web API.
 */
export const TIMING_SPECS = [
  "tests/e2e/layouts.spec.ts",
  "tests/e2e/prefetch.spec.ts",
  "tests/e2e/page-loading.spec.ts",
  "tests/e2e/quality-gates.spec.ts",
  "tests/e2e/runtime-apps.spec.ts",
  "tests/e2e/ride-signup.spec.ts",
  "tests/e2e/service-worker.spec.ts",
  "tests/e2e/nginx.spec.ts",
  "tests/e2e/plus-offers.spec.ts",
  "tests/e2e/help-centre.spec.ts",
] as const;

/** What `npm run test:e2e:stress` was asked for. */
export type StressOptions = { runs: number; busy: number; throttle: number; all: boolean; specs: string[] };

/** Reads `--runs N`, `--busy N`, `--throttle N`, `--all` and spec paths; throws on anything else. */
export function parseStressArgs(args: readonly string[]): StressOptions {
  const options: StressOptions = { runs: 3, busy: 2, throttle: 1, all: false, specs: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg === "--all") options.all = true;
    else if (arg === "--runs" || arg === "--busy" || arg === "--throttle") {
      const value = Number(args[++i]);
      const least = arg === "--busy" ? 0 : 1;
      if (!Number.isInteger(value) || value < least) throw new Error(`${arg} takes a whole number from ${least}, not ${String(args[i])}`);
      options[arg === "--runs" ? "runs" : arg === "--busy" ? "busy" : "throttle"] = value;
    } else if (arg.startsWith("--")) throw new Error(`unknown option ${arg} (--runs N, --busy N, --throttle N, --all, spec paths)`);
    else options.specs.push(arg);
  }
  if (options.all && options.specs.length > 0) throw new Error("--all runs every spec; name specs or --all, not both");
  return options;
}
