/**
 * `npm run build:all`: builds every market (or `MARKETS=a,b`) in one Gatsby run and lays each host
 * out in `dist/<host>/`. A host whose markets fail validation keeps its previous tree; a failed
 * Gatsby run keeps every previous tree.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { markets } from "../markets/index";
import type { Market } from "../markets/schema";
import { splitHost } from "../src/build/split-hosts";
import { checkProject } from "../src/content/check";
import { formatProblem } from "../src/content/problems";

const root = process.cwd();
const started = performance.now();
const wanted = process.env.MARKETS?.split(",").map((s) => s.trim()).filter(Boolean);
const unknown = wanted?.filter((id) => !markets.some((m) => m.id === id)) ?? [];
if (unknown.length) {
  console.error(`build:all: unknown market id ${unknown.map((u) => JSON.stringify(u)).join(", ")}: use one of ${markets.map((m) => m.id).join(", ")}`);
  process.exit(1);
}
const selected = wanted ? markets.filter((m) => wanted.includes(m.id)) : [...markets];

// Validate market by market so one market's bad content only holds back its own host.
const failedHosts = new Set<string>();
for (const market of selected) {
  const { problems } = checkProject(root, markets, [market]);
  if (problems.length === 0) continue;
  failedHosts.add(market.host);
  console.error(`build:all: market ${market.id} has ${problems.length} problem(s); ${market.host} keeps its previous build`);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
}
const building: Market[] = selected.filter((m) => !failedHosts.has(m.host));
const hosts = [...new Set(building.map((m) => m.host))];

if (building.length > 0) {
  const gatsby = spawnSync(join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    stdio: "inherit",
    env: { ...process.env, SITE_MARKETS: building.map((m) => m.id).join(","), GATSBY_TELEMETRY_DISABLED: "1" },
  });
  if (gatsby.status !== 0) {
    console.error("build:all: the Gatsby build failed; every dist/<host>/ keeps its previous build");
    process.exit(1);
  }
  const splitStarted = performance.now();
  for (const host of hosts) splitHost(join(root, "public"), join(root, "dist"), host);
  console.log(`build:all: split ${hosts.length} host trees in ${((performance.now() - splitStarted) / 1000).toFixed(1)} s`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`build:all: ${building.length} market(s) on ${hosts.length} host(s) built into dist/ in ${seconds} s`);
if (failedHosts.size) {
  console.error(`build:all: ${failedHosts.size} host(s) not rebuilt: ${[...failedHosts].join(", ")}`);
  process.exit(1);
}
