import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";
import { MANIFEST, readManifest, RELEASES_DIR, treeDigest, type Manifest } from "./manifest";
import { currentRelease, deployedOf, prune, releaseDirOf } from "./server-root";
import { switchTo, type SwitchOptions, type SwitchTimes } from "./switch";

/** What deploy and rollback need besides the release: the server, how many releases to keep, which names to check. */
export type DeployOptions = Omit<SwitchOptions, "hosts"> & { keep: number; smoke: "production" | "test" };

/** The names the smoke check asks for: the production hosts, or on a stage server their test hosts. */
const smokeNames = (manifest: Manifest, smoke: DeployOptions["smoke"]): string[] =>
  smoke === "production" ? manifest.hosts.map((h) => h.host) : manifest.hosts.flatMap((h) => h.testHosts);

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One deploy or rollback at a time per root; a lock left by a killed one is taken over. Returns its release. */
function lock(root: string): () => void {
  const file = join(root, ".deploy.lock");
  for (;;) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      const holder = Number(readFileSync(file, "utf8"));
      if (holder && holder !== process.pid && alive(holder)) throw new Error(`another deploy (process ${holder}) is running on ${root}`);
      rmSync(file, { force: true });
    }
  }
}

/** Copies left by a deploy that ended before its release was complete. */
function removeIncomplete(root: string, log: (line: string) => void): void {
  const dir = join(root, RELEASES_DIR);
  for (const name of readdirSync(dir).filter((n) => n.startsWith(".incoming-"))) {
    rmSync(join(dir, name), { recursive: true, force: true });
    log(`removed ${name}, left by a deploy that did not finish`);
  }
}

/**
 * Puts a release under the root without touching what is served: each host tree is copied into a
 * folder of its own, checked against the manifest, and renamed to `releases/<id>` only when complete.
 * A release already there (the same manifest) is kept as it is.
 */
function copyIn(root: string, from: string, manifest: Manifest, log: (line: string) => void): void {
  const target = releaseDirOf(root, manifest.id);
  if (existsSync(target)) {
    if (readFileSync(join(target, MANIFEST), "utf8") !== readFileSync(join(from, MANIFEST), "utf8"))
      throw new Error(`${target} holds another build of release ${manifest.id}: remove it or release again`);
    log(`release ${manifest.id} is already on the server`);
    return;
  }
  const incoming = join(root, RELEASES_DIR, `.incoming-${manifest.id}-${process.pid}`);
  mkdirSync(incoming, { recursive: true });
  cpSync(join(from, "nginx"), join(incoming, "nginx"), { recursive: true });
  for (const [i, entry] of manifest.hosts.entries()) {
    cpSync(join(from, entry.host), join(incoming, entry.host), { recursive: true });
    const digest = treeDigest(join(incoming, entry.host));
    if (digest.files !== entry.files || digest.sha256 !== entry.sha256)
      throw new Error(`${entry.host}: the copy differs from the manifest (${digest.files} files, expected ${entry.files})`);
    log(`copied ${entry.host} (${i + 1}/${manifest.hosts.length})`);
  }
  // The manifest last: a folder with one is complete.
  cpSync(join(from, MANIFEST), join(incoming, MANIFEST));
  renameSync(incoming, target);
}

/** `npm run deploy`: copies the release in `from` under the root, switches every host to it, smoke-checks them and keeps the newest releases. */
export async function deploy(from: string, options: DeployOptions): Promise<SwitchTimes> {
  const manifest = readManifest(from);
  mkdirSync(join(options.root, RELEASES_DIR), { recursive: true });
  const unlock = lock(options.root);
  try {
    removeIncomplete(options.root, options.log);
    copyIn(options.root, from, manifest, options.log);
    const times = await switchTo({ ...options, hosts: smokeNames(manifest, options.smoke) }, manifest.id);
    const removed = prune(options.root, options.keep);
    if (removed.length) options.log(`removed releases ${removed.join(", ")} (keeping ${options.keep})`);
    return times;
  } finally {
    unlock();
  }
}

/** `npm run rollback`: back to `target`, or to the release the live one replaced, with the same switch and smoke check. */
export async function rollback(target: string | undefined, options: DeployOptions): Promise<SwitchTimes & { id: string }> {
  const unlock = lock(options.root);
  try {
    const live = currentRelease(options.root);
    const id = target ?? (live ? deployedOf(options.root, live)?.previous : undefined);
    if (!id) throw new Error(`no release to roll back to on ${options.root}: name one`);
    if (!existsSync(join(releaseDirOf(options.root, id), MANIFEST)))
      throw new Error(
        `release ${id} is not on ${options.root} (or incomplete); kept: ${readdirSync(join(options.root, RELEASES_DIR)).join(", ")}`,
      );
    if (id === live) throw new Error(`release ${id} is already live`);
    const manifest = readManifest(releaseDirOf(options.root, id));
    return { id, ...(await switchTo({ ...options, hosts: smokeNames(manifest, options.smoke) }, id)) };
  } finally {
    unlock();
  }
}
