/**
 * `npm run content:check [paths…]`: validates market configs, page JSON and editorial markup and prints
 * one `path:line:col: message` line per problem. Exit 1 on any error.
 */
import { relative, resolve } from "node:path";
import { markets } from "../markets/index";
import { checkProject } from "../src/content/check";
import { formatProblem } from "../src/content/problems";

const root = process.cwd();
const wanted = process.argv.slice(2).map((p) => relative(root, resolve(root, p)).replace(/\/$/, ""));
const { problems } = checkProject(root, markets);
const shown = wanted.length ? problems.filter((p) => wanted.some((w) => p.file === w || p.file.startsWith(`${w}/`))) : problems;
for (const problem of shown) console.log(formatProblem(problem));
const files = new Set(shown.map((p) => p.file)).size;
console.error(shown.length ? `content:check: ${shown.length} problem(s) in ${files} file(s)` : `content:check: ${markets.length} markets, all content valid`);
process.exit(shown.length ? 1 : 0);
