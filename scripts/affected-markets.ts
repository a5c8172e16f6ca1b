/**
 * `tsx scripts/affected-markets.ts --since <git ref> [--groups <n>] [--json]`: the markets whose built
 * site the commits since <ref> can change (src/build/affected-markets.ts has the rules), as a
 * comma-separated list for `MARKETS=… npm run build:all`. With --groups, one line per build group;
 * with --json, the groups as a JSON array of such lists. `--all` instead of --since takes every market.
 * Prints nothing (or `[]`) when no market is affected. With --github-output, writes the CI matrices
 * instead (`groups=[{name, markets}]` and `hosts=[{host, group}]`) to the file $GITHUB_OUTPUT names.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { markets } from "../markets/index";
import { affectedMarkets, marketGroups } from "../src/build/affected-markets";

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const since = option("--since");
const everything = process.argv.includes("--all");
const groupsArg = option("--groups");
const groupCount = groupsArg === undefined ? 1 : Number(groupsArg);
if ((!since && !everything) || !Number.isInteger(groupCount) || groupCount < 1) {
  console.error("usage: tsx scripts/affected-markets.ts (--since <git ref> | --all) [--groups <n ≥ 1>] [--json]");
  process.exit(2);
}
// Changes since the common ancestor with <ref>, as a pull request shows them.
const files = since
  ? execFileSync("git", ["diff", "--name-only", `${since}...HEAD`], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
  : [];
const affected = everything ? [...markets] : affectedMarkets(files, markets);
const built = affected.length ? marketGroups(affected, groupCount) : [];
const groups = built.map((g) =>
  g
    .map((m) => m.id)
    .sort()
    .join(","),
);
if (process.argv.includes("--github-output")) {
  const output = process.env.GITHUB_OUTPUT;
  if (!output) throw new Error("--github-output needs GITHUB_OUTPUT, the file GitHub Actions reads a step's outputs from");
  const named = groups.map((markets, i) => ({ name: `group-${i + 1}`, markets }));
  const hosts = built.flatMap((g, i) => [...new Set(g.map((m) => m.host))].sort().map((host) => ({ host, group: `group-${i + 1}` })));
  appendFileSync(output, `groups=${JSON.stringify(named)}\nhosts=${JSON.stringify(hosts)}\n`);
  console.log(`${groups.length} build group(s), ${hosts.length} host(s)`);
} else if (process.argv.includes("--json")) console.log(JSON.stringify(groups));
else if (groups.length) console.log(groups.join("\n"));
