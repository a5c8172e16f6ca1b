/**
 * `npm run deploy -- <release> --to <server root>`: puts a release (`releases/<id>`, from
 * `npm run release`) under the server root and switches every host to it at once, then checks each
 * host; a failed check switches back and fails naming the host and the check (src/build/release/).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { deploy } from "../src/build/release/deploy";
import { MANIFEST, RELEASES_DIR } from "../src/build/release/manifest";
import { HELP, parseDeployArgs } from "./deploy-options";

/** A release folder, or the id of one in ./releases. */
const folderOf = (release: string | undefined): string | undefined => {
  if (!release) return undefined;
  const direct = resolve(release);
  return existsSync(join(direct, MANIFEST)) ? direct : resolve(RELEASES_DIR, release);
};

async function main(): Promise<void> {
  const { release, options } = parseDeployArgs(process.argv.slice(2), folderOf);
  const from = folderOf(release);
  if (!from) throw new Error(`name the release to deploy: npm run deploy -- <release> ${HELP}`);
  if (!existsSync(join(from, MANIFEST))) throw new Error(`${from} is not a release (no ${MANIFEST}): npm run release makes one`);
  const times = await deploy(from, { ...options, log: (line) => console.log(`deploy: ${line}`) });
  console.log(`deploy: done (switch ${times.switchMs.toFixed(0)} ms, smoke check ${times.smokeMs.toFixed(0)} ms)`);
}

main().catch((error: unknown) => {
  console.error(`deploy: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
