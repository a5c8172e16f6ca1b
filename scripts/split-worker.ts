/**
 * One of build:all's split processes: lays out the hosts named on its command line from public/
 * into their staging folders in dist/ (src/build/split-hosts.ts), where build:all checks their links
 * before it swaps them in. A page whose source and finish are those of the tree in place is kept
 * from it (src/build/split-manifest.ts). A host that fails is left unstaged, so it keeps its previous
 * tree; the others go on, and the process ends with code 1.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { discardStaged, sharedFiles, stageHost } from "../src/build/split-hosts";
import { projectFinish } from "../src/build/finish-pages";
import { splitFinishDigest, writeSplitRun } from "../src/build/split-manifest";
import { overlayOf } from "../src/build/refresh-plan";

const root = process.cwd();
const publicDir = join(root, "public");
const dist = join(root, "dist");
const shared = sharedFiles(publicDir);
// The pages build:all's refresh rendered after Gatsby's run take the place of Gatsby's (src/build/refresh-plan.ts).
const overlay = existsSync(overlayOf(root)) ? overlayOf(root) : undefined;
const split = { finish: () => projectFinish(root), digest: splitFinishDigest(root), overlay };
let failed = 0;
for (const host of process.argv.slice(2)) {
  try {
    const { written, kept, removed } = stageHost(publicDir, dist, host, shared, split);
    writeSplitRun(dist, { host, written, kept, removed });
  } catch (error) {
    failed += 1;
    discardStaged(dist, host);
    console.error(`build:all: ${host} keeps its previous tree: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;
