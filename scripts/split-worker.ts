/**
 * One of build:all's split processes: lays out the hosts named on its command line from public/
 * into their staging folders in dist/ (src/build/split-hosts.ts), where build:all checks their links
 * before it swaps them in. A host that fails is left unstaged, so it keeps its previous tree; the
 * others go on, and the process ends with code 1.
 */
import { join } from "node:path";
import { discardStaged, sharedFiles, stageHost } from "../src/build/split-hosts";
import { projectFinish } from "../src/build/finish-pages";

const root = process.cwd();
const publicDir = join(root, "public");
const shared = sharedFiles(publicDir);
const finish = projectFinish(root);
let failed = 0;
for (const host of process.argv.slice(2)) {
  try {
    stageHost(publicDir, join(root, "dist"), host, shared, finish);
  } catch (error) {
    failed += 1;
    discardStaged(join(root, "dist"), host);
    console.error(`build:all: ${host} keeps its previous tree: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;
