/**
 * `npm run release`: a release build of every market (RELEASE=1, a real API_BASE) into
 * `releases/<id>/`: every host tree, the nginx files and a manifest (src/build/release/manifest.ts).
 * The id is the commit's; `-- --from <dir>` makes the release from host trees built already (CI's
 * matrix artifacts) instead of building; `-- --id <id>` names a rebuild of a released commit whose
 * output differs by date (CI's hourly run: publishing dates, docs/pages.md) `<commit>-<hour>`.
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { markets } from "../markets/index";
import { manifestSchema, RELEASES_DIR, releaseIdOf } from "../src/build/release/manifest";
import { checkReleaseSiteKey } from "../src/services/captcha/site-key";
import { buildApiSource } from "../src/web-api/build/build-api-client";
import { nginxServerFromEnv } from "./nginx-config";
import { writeRelease } from "./release-files";

const root = process.cwd();
const stop = (message: string): never => {
  console.error(`release: ${message}`);
  process.exit(1);
};
const { values } = parseArgs({ options: { from: { type: "string" }, id: { type: "string" } } });
const env = { ...process.env, RELEASE: "1" };
try {
  buildApiSource(env);
  checkReleaseSiteKey(env);
} catch (error) {
  stop(error instanceof Error ? error.message : String(error));
}
if (process.env.MARKETS) stop("a release ships every market: unset MARKETS");
const git = (args: string[]): string => spawnSync("git", args, { encoding: "utf8" }).stdout.trim();
const commit = git(["rev-parse", "HEAD"]);
if (!/^[0-9a-f]{40}$/.test(commit)) stop("not in a git checkout: a release is named after its commit");
const id = values.id ?? releaseIdOf(commit);
if (!id.startsWith(releaseIdOf(commit)) || !manifestSchema.shape.id.safeParse(id).success)
  stop(`--id ${id}: a release id starts with its commit's (${releaseIdOf(commit)}) and holds only 0-9, a-z, '.', '_' and '-'`);
if (git(["status", "--porcelain", "--untracked-files=no"]))
  stop("the work tree has changes: a release is built from a commit, commit them first");

if (!values.from) {
  const build = spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts", "build-all.ts")], { stdio: "inherit", env });
  if (build.status !== 0) stop("build:all failed; no release written");
}
const hostsOf = new Map<string, Set<string>>();
for (const m of markets) hostsOf.set(m.host, new Set([...(hostsOf.get(m.host) ?? []), ...m.testHosts]));
try {
  const manifest = writeRelease({
    trees: resolve(root, values.from ?? "dist"),
    hosts: [...hostsOf].sort(([a], [b]) => a.localeCompare(b)).map(([host, testHosts]) => ({ host, testHosts: [...testHosts].sort() })),
    out: join(root, RELEASES_DIR),
    id,
    commit,
    server: nginxServerFromEnv(),
  });
  const files = manifest.hosts.reduce((sum, h) => sum + h.files, 0);
  console.log(`release: ${RELEASES_DIR}/${manifest.id}/ with ${manifest.hosts.length} hosts, ${files} files (commit ${commit})`);
} catch (error) {
  stop(error instanceof Error ? error.message : String(error));
}
