/**
 * `npm run test:build`: the builds the e2e suite runs against.
 * 1. build:all: a tree per host in dist/.
 * 2. The UK market alone, kept in previous-release/: the release the service-worker spec deploys the
 *    next one over. Its pages use fewer layouts than the default market's, so its code differs, as
 *    two real releases' code does (build:all and one market's build compile to the same code).
 * 3. The default market in public/, which `npm run serve` and most specs use.
 */
import { spawnSync } from "node:child_process";
import { renameSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = process.cwd();

/** Every build of the tests reads the embedded fixture API (`API_BASE=fixture`). */
function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, API_BASE: "fixture", ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npm", ["run", "build:all"]);
run("npm", ["run", "build"], { MARKET: "gb" });
rmSync(join(root, "previous-release"), { recursive: true, force: true });
renameSync(join(root, "public"), join(root, "previous-release"));
run("npm", ["run", "build"]);
