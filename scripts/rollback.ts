/**
 * `npm run rollback -- --to <server root> [<release id>]`: back to the release the live one replaced
 * (or the one named), in the same atomic switch and with the same smoke check as the deploy.
 */
import { rollback } from "../src/build/release/deploy";
import { releaseDirOf, currentRelease } from "../src/build/release/server-root";
import { parseDeployArgs } from "./deploy-options";

async function main(): Promise<void> {
  // The smoke check's default origin comes from the live release's manifest.
  const { release, options } = parseDeployArgs(process.argv.slice(2), (_release, root) => {
    const live = currentRelease(root);
    return live ? releaseDirOf(root, live) : undefined;
  });
  const result = await rollback(release, { ...options, log: (line) => console.log(`rollback: ${line}`) });
  console.log(`rollback: ${result.id} is live (switch ${result.switchMs.toFixed(0)} ms, smoke check ${result.smokeMs.toFixed(0)} ms)`);
}

main().catch((error: unknown) => {
  console.error(`rollback: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
