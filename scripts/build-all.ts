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
import { NGINX_DIR } from "../src/build/nginx";
import { writeNginxConfig } from "./nginx-config";
import { checkProject } from "../src/content/check";
import { formatProblem } from "../src/content/problems";
import { loadMarketHelp } from "../src/features/help-centre/build/index";

const root = process.cwd();

/**
 * A capped old space makes V8 collect sooner instead of growing, which keeps the whole run under its
 * 1 GiB budget (measured: about 850 MiB for every market). A NODE_OPTIONS that sets its own cap wins.
 */
function nodeOptions(): string {
  const given = process.env.NODE_OPTIONS ?? "";
  return given.includes("--max-old-space-size") ? given : `${given} --max-old-space-size=512`.trim();
}

/** Whether a problem's file feeds a market: its config, its own content, its language's shared content, or shared text. */
function concerns(file: string, market: Market): boolean {
  const [top, second, third] = file.split("/");
  if (top === "markets") return second === `${market.id}.ts`;
  if (top === "content") return second === "_shared" ? third === market.langAlpha2 : second === market.id;
  return true;
}
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
          const child = spawn(process.execPath, [...process.execArgv, join(root, "scripts", "split-worker.ts"), ...group], { stdio: "inherit" });
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
const wanted = process.env.MARKETS?.split(",").map((s) => s.trim()).filter(Boolean);
const unknown = wanted?.filter((id) => !markets.some((m) => m.id === id)) ?? [];
if (unknown.length) {
  console.error(`build:all: unknown market id ${unknown.map((u) => JSON.stringify(u)).join(", ")}: use one of ${markets.map((m) => m.id).join(", ")}`);
  process.exit(1);
}
const selected = wanted ? markets.filter((m) => wanted.includes(m.id)) : [...markets];

/** The whole run; async because the help centres are read from the web API before Gatsby starts. */
async function main(): Promise<void> {
  // One validation pass; a problem holds back only the hosts of the markets whose content it is in.
  const failedHosts = new Set<string>();
  const { problems, pages } = checkProject(root, markets, selected);
  for (const market of selected) {
    const own = problems.filter((p) => concerns(p.file, market));
    if (own.length === 0) continue;
    failedHosts.add(market.host);
    console.error(`build:all: market ${market.id} has ${own.length} problem(s); ${market.host} keeps its previous build`);
    for (const p of own) console.error(`  ${formatProblem(p)}`);
  }
  // The help centres come from the web API: a broken article holds back only its market's host.
  for (const market of selected) {
    if (failedHosts.has(market.host)) continue;
    const help = await loadMarketHelp(market, pages.get(market.id) ?? []);
    if (help.problems.length === 0) continue;
    failedHosts.add(market.host);
    console.error(`build:all: market ${market.id} has ${help.problems.length} help-centre problem(s); ${market.host} keeps its previous build`);
    for (const p of help.problems) console.error(`  ${p}`);
  }
  const unowned = problems.filter((p) => !selected.some((m) => concerns(p.file, m)));
  for (const p of unowned) console.error(`build:all: ${formatProblem(p)}`);
  const building: Market[] = selected.filter((m) => !failedHosts.has(m.host));
  const hosts = [...new Set(building.map((m) => m.host))];

  if (building.length > 0) {
    const gatsby = spawnSync(join(root, "node_modules", ".bin", "gatsby"), ["build"], {
      stdio: "inherit",
      env: { ...process.env, SITE_MARKETS: building.map((m) => m.id).join(","), GATSBY_TELEMETRY_DISABLED: "1", NODE_OPTIONS: nodeOptions() },
    });
    if (gatsby.status !== 0) {
      console.error("build:all: the Gatsby build failed; every dist/<host>/ keeps its previous build");
      process.exit(1);
    }
    const splitStarted = performance.now();
    const splitOk = await splitInParallel(hosts);
    console.log(`build:all: split ${hosts.length} host trees in ${((performance.now() - splitStarted) / 1000).toFixed(1)} s`);
    if (!splitOk) {
      console.error("build:all: a host split failed (above); that host keeps its previous tree");
      process.exit(1);
    }
    // The deployable server configuration of every host (src/build/nginx.ts); NGINX_LISTEN and NGINX_RESOLVER set it up.
    writeNginxConfig(join(root, "dist"), join(root, "dist", NGINX_DIR), process.env.NGINX_LISTEN ?? "80", process.env.NGINX_RESOLVER ?? "127.0.0.1");
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build:all: ${building.length} market(s) on ${hosts.length} host(s) built into dist/ in ${seconds} s`);
  if (failedHosts.size || unowned.length) {
    if (failedHosts.size) console.error(`build:all: ${failedHosts.size} host(s) not rebuilt: ${[...failedHosts].join(", ")}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(`build:all: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  process.exit(1);
});
