/**
 * `npm run test:build`: the builds the e2e suite runs against.
 * 1. build:all: a tree per host in dist/. Its UK host tree is also the release the service-worker spec
 *    deploys the next one over: one Gatsby run compiles every market's layouts, so its code differs
 *    from one market's build, as two real releases' code does.
 * 2. The default market in public/, which `npm run serve` and most specs use.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";

const root = process.cwd();

/** Every build of the tests reads the embedded fixture API (`API_BASE=fixture`). */
function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, API_BASE: "fixture", ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Left by test:build before it reused build:all's UK tree.
rmSync(join(root, "previous-release"), { recursive: true, force: true });
run("npm", ["run", "build:all"]);
run("npm", ["run", "build"]);
