/**
 * `npm run experiments:report [file] [--scope <id>|all]`: exposures and conversions per experiment and
 * variant (docs/feature-flags.md, "Experiments"), from a flag service's event export (newline-delimited
 * JSON batches): the local stand-in's `.cache/flags/events.ndjson` unless a file is given; the scope
 * `default` (visits without a test's scope cookie) unless another, or `all`, is named.
 */
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { defaultFlagEventsFile } from "../dev/flag-service/index";
import { formatExperiments, parseEventExport, summariseExperiments } from "./experiments-summary";

const root = process.cwd();
const { values, positionals } = parseArgs({ allowPositionals: true, options: { scope: { type: "string", default: "default" } } });
const file = positionals[0] === undefined ? defaultFlagEventsFile(root) : resolve(root, positionals[0]);
const inProject = relative(root, file);
const name = inProject === "" || inProject.startsWith("..") ? file : inProject;

if (!existsSync(file)) {
  console.error(
    `experiments:report: no events at ${name}. Serve the site (npm run serve), agree to performance cookies, visit a plus page, or give an export file.`,
  );
  process.exit(1);
}
const { batches, bad } = parseEventExport(readFileSync(file, "utf8"), values.scope);
if (bad.length > 0)
  console.error(
    `experiments:report: ${name}: left out ${bad.length} line(s) that are not a batch: ${bad.slice(0, 10).join(", ")}${bad.length > 10 ? ", …" : ""}`,
  );
const rows = summariseExperiments(batches);
console.log(
  `Experiments: ${batches.length} batches of scope ${values.scope} from ${name} (a conversion counts after the visitor's exposure)\n`,
);
console.log(rows.length > 0 ? formatExperiments(rows) : "no exposure names an experiment");
