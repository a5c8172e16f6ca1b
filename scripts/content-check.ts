/**
 * `npm run content:check [paths…]`: validates market configs, page JSON, editorial markup and text bundles and prints
 * one `path:line:col: message` line per problem. Exit 1 on any error. A live page's link to a page
 * whose publishFrom is still to come is a `warning:` line, which fails nothing. A message key that no code or
 * content names is a problem too (src/content/message-use.ts): a check of the whole project, so not
 * run by the build.
 *
 * Without paths it checks the whole project. Paths inside `content/`, `markets/` or `src/i18n/` show the project's
 * problems in those files or folders; any other `.json` file is checked as a page file and any `.md`
 * file as editorial markup.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { relative, resolve } from "node:path";
import { markets } from "../markets/index";
import { comingLinkWarnings } from "../src/build/coming-links";
import { checkProject } from "../src/content/check";
import { ContentReader } from "../src/content/load";
import { unusedMessages } from "../src/content/message-use";
import { checkMarkupFile } from "../src/content/markup-check";
import { formatProblem, uniqueProblems, type Problem } from "../src/content/problems";

const root = process.cwd();
const wanted = process.argv.slice(2).map((p) => relative(root, resolve(root, p)).replace(/\/$/, ""));
const inProject = (p: string): boolean => /^(content|markets|src\/i18n)(\/|$)/.test(p);

const problems: Problem[] = [];
const warnings: Problem[] = [];
if (wanted.length === 0 || wanted.some(inProject)) {
  const project = checkProject(root, markets);
  const all = [...project.problems, ...unusedMessages(root, project.bundles)];
  const scoped = wanted.filter(inProject);
  const inScope = (p: Problem): boolean => scoped.length === 0 || scoped.some((w) => p.file === w || p.file.startsWith(`${w}/`));
  problems.push(...all.filter(inScope));
  warnings.push(...comingLinkWarnings(root, markets, project).filter(inScope));
}
const reader = new ContentReader(root);
for (const file of wanted.filter((p) => !inProject(p))) {
  if (!existsSync(file) || !statSync(file).isFile()) problems.push({ file, line: 1, column: 1, message: "no such file" });
  else if (file.endsWith(".md")) problems.push(...checkMarkupFile(file, readFileSync(file, "utf8")));
  else if (file.endsWith(".json")) reader.layer(resolve(root, file));
  else problems.push({ file, line: 1, column: 1, message: "not a content file: pass .json page files or .md markup files" });
}
problems.push(...reader.problems);

const shown = uniqueProblems(problems);
for (const problem of shown) console.log(formatProblem(problem));
// Warnings fail nothing: a link to a page that is not live yet is fine once both are live.
const warned = uniqueProblems(warnings);
for (const warning of warned) console.log(formatProblem(warning));
const files = new Set(shown.map((p) => p.file)).size;
const warningCount = warned.length ? `, ${warned.length} warning(s)` : "";
console.error(
  shown.length
    ? `content:check: ${shown.length} problem(s) in ${files} file(s)${warningCount}`
    : `content:check: ${wanted.length ? `${wanted.length} path(s)` : `${markets.length} markets`}, all content valid${warningCount}`,
);
process.exit(shown.length ? 1 : 0);
