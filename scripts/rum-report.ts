/**
 * `npm run rum:report [file]`: the 75th percentile of LCP, CLS and INP per page template and per
 * runtime app, with how many reports each figure is of, from a collector's export (newline-delimited
 * JSON, docs/field-data.md): the local collector's `.cache/rum/reports.ndjson` unless a file is given.
 */
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { defaultReportsFile } from "../dev/rum-collector/store";
import { formatTable, latestById, parseExport, summarise } from "./rum-summary";

const root = process.cwd();
const file = process.argv[2] === undefined ? defaultReportsFile(root) : resolve(root, process.argv[2]);
const inProject = relative(root, file);
const name = inProject === "" || inProject.startsWith("..") ? file : inProject;

if (!existsSync(file)) {
  console.error(
    `rum:report: no reports at ${name}. Serve the site (npm run serve), agree to performance cookies, visit and leave a few pages, or give an export file.`,
  );
  process.exit(1);
}
const { reports, bad } = parseExport(readFileSync(file, "utf8"));
if (bad.length > 0)
  console.error(
    `rum:report: ${name}: left out ${bad.length} line(s) that are not a report: ${bad.slice(0, 10).join(", ")}${bad.length > 10 ? ", …" : ""}`,
  );
const latest = latestById(reports);
console.log(`Field data: ${latest.length} reports from ${name} (75th percentile, nearest rank; report count in brackets)\n`);
console.log(formatTable("template", summarise(latest, "template")));
console.log("");
const apps = summarise(latest, "app");
console.log(apps.length > 0 ? formatTable("app", apps) : "app: no report names a runtime app");
