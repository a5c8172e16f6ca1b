/**
 * `npm run build:all`: builds every market (or `MARKETS=a,b`) in one Gatsby run and lays each host
 * out in `dist/<host>/`. A host whose markets fail validation keeps its previous tree; a failed
 * Gatsby run keeps every previous tree.
 */
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { markets } from "../markets/index";
import type { Market } from "../markets/schema";
import { existsSync } from "node:fs";
import { withHostMates } from "../src/build/affected-markets";
import { brokenReport } from "../src/build/link-check";
import { describeForeign } from "../src/build/language-check";
import { cachedCheckProject } from "../src/content/build/check-cache";
import { NGINX_DIR } from "../src/build/nginx";
import { publishChecked } from "../src/build/publish-checked";
import { removeRetired, stagingOf } from "../src/build/split-hosts";
import { buildTime } from "../src/content/publishing";
import { publishedManifest, readSplitRun, type SplitRun } from "../src/build/split-manifest";
import { builtAlready, buildKey, rememberBuildKey, type BuildInputs } from "../src/build/build-key";
import { rebuildCause, rebuildLines, rememberInputs, writeRebuildReport } from "../src/build/rebuild-report";
import { inputHashes } from "../src/content/build/input-files";
import { checkReleaseSiteKey } from "../src/services/captcha/site-key";
import { forgetGatsbyRun, refreshPlan, rememberGatsbyRun } from "../src/build/refresh-plan";
import { refreshPages } from "../src/gatsby/refresh-pages";
import { buildApiSource } from "../src/web-api/build/build-api-client";
import { gatsbyNodeOptions } from "../src/build/old-space";
import { nginxServerFromEnv, writeNginxConfig } from "./nginx-config";
import type { MarketCheck } from "./check-markets";

const root = process.cwd();

/**
 * The split (scripts/split-worker.ts) in one process per core, hosts dealt round-robin: compressing
 * every page's twins is most of its time, and it parallelizes perfectly. Resolves false if any failed.
 */
async function splitInParallel(hosts: readonly string[]): Promise<boolean> {
  const processes = Math.max(1, Math.min(availableParallelism(), 4, hosts.length));
  const groups = Array.from({ length: processes }, (_, i) => hosts.filter((_host, j) => j % processes === i));
  const codes = await Promise.all(
    groups.map(
      (group) =>
        new Promise<number>((done) => {
          const child = spawn(process.execPath, [...process.execArgv, join(root, "scripts", "split-worker.ts"), ...group], {
            stdio: "inherit",
          });
          child.on("error", (error) => {
            console.error(`build:all: the split process did not start: ${error.message}`);
            done(1);
          });
          child.on("exit", (code) => done(code ?? 1));
        }),
    ),
  );
  return codes.every((code) => code === 0);
}

const started = performance.now();
// A release without a real API or the captcha's site key stops before any build; the fixture notice is Gatsby's (onPreInit).
try {
  buildApiSource(process.env);
  checkReleaseSiteKey(process.env);
  // Every market's build judges publishing windows at the same time, so no host links a page another host leaves out.
  process.env.BUILD_TIME = buildTime(process.env).toISOString();
} catch (error) {
  console.error(`build:all: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const wanted = process.env.MARKETS?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = wanted?.filter((id) => !markets.some((m) => m.id === id)) ?? [];
if (unknown.length) {
  console.error(
    `build:all: unknown market id ${unknown.map((u) => JSON.stringify(u)).join(", ")}: use one of ${markets.map((m) => m.id).join(", ")}`,
  );
  process.exit(1);
}
const asked = wanted ? markets.filter((m) => wanted.includes(m.id)) : [...markets];
const selected = withHostMates(markets, asked);
if (selected.length > asked.length) {
  const added = selected.filter((m) => !asked.includes(m)).map((m) => m.id);
  console.log(`build:all: also building ${added.join(", ")}: a host's tree is built with all its markets`);
}

/**
 * The validation (scripts/check-markets.ts) in a child process, so the content and help centres it
 * reads are freed before Gatsby starts instead of staying in this process's memory beside it.
 */
function checkInChild(ids: readonly string[]): MarketCheck {
  const child = spawnSync(process.execPath, [...process.execArgv, join(root, "scripts", "check-markets.ts"), ...ids], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  const answer: unknown = child.status === 0 ? JSON.parse(child.stdout.trim().split("\n").pop() ?? "null") : null;
  if (!isMarketCheck(answer)) {
    console.error(`build:all: the validation ended with code ${child.status ?? child.signal}; every dist/<host>/ keeps its previous build`);
    process.exit(1);
  }
  return answer;
}

function isMarketCheck(value: unknown): value is MarketCheck {
  return (
    typeof value === "object" &&
    value !== null &&
    "failedHosts" in value &&
    Array.isArray(value.failedHosts) &&
    value.failedHosts.every((h) => typeof h === "string") &&
    "unowned" in value &&
    typeof value.unowned === "number" &&
    "answers" in value &&
    typeof value.answers === "string" &&
    "pages" in value &&
    typeof value.pages === "number"
  );
}

/**
 * build:all's refresh (src/build/refresh-plan.ts, src/gatsby/refresh-pages.ts): after a change of
 * content only, the pages whose data changed rendered without a Gatsby run. Prints what it did, or why
 * Gatsby runs instead; true when the refresh went through.
 */
async function refreshed(build: BuildInputs): Promise<boolean> {
  const plan = refreshPlan(build);
  if (!plan.refresh) {
    console.log(`build:all: Gatsby runs: ${plan.reason}`);
    return false;
  }
  const refreshStarted = performance.now();
  // The markets of Gatsby's run, as its workers were given them (below).
  const env = { ...process.env, SITE_MARKETS: build.markets.join(",") };
  const result = await refreshPages(build.root, env).catch((error: unknown) => ({
    fallback: `the refresh failed: ${error instanceof Error ? error.message : String(error)}`,
  }));
  if ("fallback" in result) {
    console.log(`build:all: Gatsby runs: ${result.fallback}`);
    return false;
  }
  const changed =
    plan.changed.length === 0
      ? "content as at Gatsby's last run"
      : `${plan.changed.length} content file(s) changed since Gatsby's last run: ${plan.changed.slice(0, 5).join(", ")}${plan.changed.length > 5 ? ", …" : ""}`;
  const pages = result.pages.length ? ` (${result.pages.slice(0, 10).join(", ")}${result.pages.length > 10 ? ", …" : ""})` : "";
  console.log(
    `build:all: refreshed without Gatsby (${changed}): ${result.pages.length} page(s) rendered anew${pages}, ` +
      `${result.files.length} host tree file(s) written anew, in ${((performance.now() - refreshStarted) / 1000).toFixed(1)} s`,
  );
  return true;
}

/** The whole run. */
async function main(): Promise<void> {
  const check = checkInChild(selected.map((m) => m.id));
  const failedHosts = new Set(check.failedHosts);
  const building: Market[] = selected.filter((m) => !failedHosts.has(m.host));
  const hosts = [...new Set(building.map((m) => m.host))];
  // What changed since the last run that went through: the reason printed with what the run rebuilt.
  const inputs = inputHashes(root);
  const cause = rebuildCause(root, inputs);
  // The trees are a function of the inputs, the API's answers and the build time's season and
  // publishing dates: when all are those of the last build that went through, its trees stand.
  const at = buildTime(process.env);
  const build = { root, inputs, answers: check.answers, markets: building.map((m) => m.id), at, env: process.env };
  const key = buildKey(build);
  const trees = [...hosts, NGINX_DIR, ...hosts.map((host) => join(".split", `${host}.json`))];
  if (failedHosts.size === 0 && check.unowned === 0 && builtAlready(root, key, trees)) {
    const report = {
      cause,
      hosts: hosts.map((host) => ({
        host,
        written: [],
        kept: Object.keys(publishedManifest(join(root, "dist"), host)).length,
        removed: [],
      })),
    };
    writeRebuildReport(root, report);
    for (const line of rebuildLines(report)) console.log(line);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `build:all: nothing changed since the last build (inputs, web API answers, season, publishing dates): ${hosts.length} host tree(s) kept as they are, in ${seconds} s`,
    );
    return;
  }

  if (building.length > 0) {
    if (!(failedHosts.size === 0 && check.unowned === 0 && (await refreshed(build)))) {
      // Gatsby's pages take the refreshed ones' place; a run that fails leaves nothing to refresh from.
      forgetGatsbyRun(root);
      const gatsby = spawnSync(join(root, "node_modules", ".bin", "gatsby"), ["build"], {
        stdio: "inherit",
        env: {
          ...process.env,
          SITE_MARKETS: building.map((m) => m.id).join(","),
          GATSBY_TELEMETRY_DISABLED: "1",
          NODE_OPTIONS: gatsbyNodeOptions(process.env.NODE_OPTIONS ?? "", check.pages),
        },
      });
      if (gatsby.status !== 0) {
        console.error("build:all: the Gatsby build failed; every dist/<host>/ keeps its previous build");
        process.exit(1);
      }
      rememberGatsbyRun(build);
    }
    const splitStarted = performance.now();
    const splitOk = await splitInParallel(hosts);
    console.log(`build:all: split ${hosts.length} host trees in ${((performance.now() - splitStarted) / 1000).toFixed(1)} s`);
    // A link to a page no tree has fails the run; the hosts whose links all lead somewhere go live.
    const checkStarted = performance.now();
    const staged = hosts.filter((host) => existsSync(stagingOf(join(root, "dist"), host)));
    const runs = staged.map((host) => readSplitRun(join(root, "dist"), host)).filter((run): run is SplitRun => run !== undefined);
    const report = { cause, hosts: runs };
    for (const line of rebuildLines(report)) console.log(line);
    writeRebuildReport(root, report);
    const { published, broken, foreign } = publishChecked(join(root, "dist"), staged, {
      hosts: new Set(markets.map((m) => m.host)),
      markets,
      // The text bundles as the validation read them (src/content/build/check-cache.ts), not parsed again.
      bundles: cachedCheckProject(root, markets, selected).bundles,
      written: new Map(runs.map((run) => [run.host, run.written])),
    });
    console.log(
      `build:all: checked the links and languages of ${staged.length} host trees in ${((performance.now() - checkStarted) / 1000).toFixed(1)} s`,
    );
    // The trees the new ones replaced serve nothing now: their files go in a process of their own.
    removeRetired(join(root, "dist"), { background: true });
    if (foreign.length > 0) {
      console.error(
        `build:all: the site's own words in another language than the page's (a text bundle lacks them, a component does not use one, or a page shows another language of its host):`,
      );
      for (const line of foreign.slice(0, 50).map(describeForeign)) console.error(line);
      if (foreign.length > 50) console.error(`… and ${foreign.length - 50} more on ${new Set(foreign.map((f) => f.host)).size} host(s)`);
    }
    if (broken.length > 0) {
      console.error(`build:all: links that lead to no page; ${staged.length - published.length} host(s) keep their previous tree:`);
      for (const line of brokenReport(broken, staged.length, 50)) console.error(line);
    }
    if (!splitOk) console.error("build:all: a host split failed (above); that host keeps its previous tree");
    // The deployable server configuration of every host tree in dist/ (src/build/nginx.ts); NGINX_LISTEN, NGINX_RESOLVER and NGINX_PROXY_SOCKET set it up.
    writeNginxConfig(join(root, "dist"), join(root, "dist", NGINX_DIR), nginxServerFromEnv());
    if (!splitOk || broken.length > 0 || foreign.length > 0) process.exit(1);
  }
  if (failedHosts.size === 0) rememberInputs(root, inputs);
  if (failedHosts.size === 0 && check.unowned === 0) rememberBuildKey(root, key);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build:all: ${building.length} market(s) on ${hosts.length} host(s) built into dist/ in ${seconds} s`);
  if (failedHosts.size || check.unowned) {
    if (failedHosts.size) console.error(`build:all: ${failedHosts.size} host(s) not rebuilt: ${[...failedHosts].join(", ")}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`build:all: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
