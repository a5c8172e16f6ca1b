/**
 * `npm run content:new -- page <name> [--market <id>] [--template <t>] [--layout <l>]`: writes a new
 * page's file for every language of the market's host, or of every market (src/content/scaffold.ts),
 * checks them as content:check does, and says what is left to write. Template `editorial` and layout
 * `navigation` unless asked otherwise.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { markets } from "../markets/index";
import { checkProject } from "../src/content/check";
import { formatProblem } from "../src/content/problems";
import { newPageFiles, parseRequest } from "../src/content/scaffold";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const fail = (message: string): never => {
  console.error(`content:new: ${message}`);
  process.exit(1);
};
const [kind, name = ""] = args;
if (kind !== "page" || !name || name.startsWith("--"))
  fail("usage: npm run content:new -- page <name> [--market <id>] [--template <template>] [--layout <layout>]");
const template = option("--template") ?? "editorial";
const layout = option("--layout") ?? "navigation";
const marketId = option("--market");
const market =
  marketId === undefined ? undefined : (markets.find((m) => m.id === marketId) ?? fail(`unknown market id ${JSON.stringify(marketId)}`));
const parsed = parseRequest(name, template, layout);
const kinds = "problem" in parsed ? fail(parsed.problem) : parsed;

const root = process.cwd();
const { files, problems } = newPageFiles(root, { name, ...kinds, market }, markets);
if (problems.length) fail(problems.join("\n"));
// content:check's own check, run before and after: a new problem (a path another page has, a
// problem named on that other page's file) takes the new files back.
const before = new Set(checkProject(root, markets).problems.map(formatProblem));
for (const { file, text } of files) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}
const found = checkProject(root, markets)
  .problems.map(formatProblem)
  .filter((p) => !before.has(p));
if (found.length) {
  for (const { file } of files) rmSync(join(root, file));
  fail(`the new files would not pass content:check, so none was kept:\n${found.join("\n")}`);
}
console.log(`content:new: wrote ${files.length} file(s); write the title, description and body of each in its language:`);
for (const { file, language } of files) console.log(`  ${file} (${language})`);
