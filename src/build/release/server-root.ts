import { existsSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { z } from "zod";
import { PREVIOUS_CONF, previousConf } from "../nginx";
import { RELEASES_DIR } from "./manifest";

/**
 * A server root as the deploy lays it out: `releases/<id>/` per release and one symlink, `current`,
 * naming the live one. nginx's configuration includes `current/nginx/sites.conf`, whose roots name the
 * release's own folder, so renaming the link changes nothing served until nginx reloads: the reload
 * is the switch, for every host at once.
 */
export const CURRENT_LINK = "current";

/** Written into a release's folder at each switch to it: what it replaced, for the rollback. */
const DEPLOYED = "deployed.json";
const deployedSchema = z.object({ previous: z.string().optional(), at: z.string() });
export type Deployed = z.infer<typeof deployedSchema>;

export const releaseDirOf = (root: string, id: string): string => join(root, RELEASES_DIR, id);

/** The live release's id, or undefined before the first deploy. */
export function currentRelease(root: string): string | undefined {
  const link = join(root, CURRENT_LINK);
  return existsSync(link) ? basename(readlinkSync(link)) : undefined;
}

/** Points `current` at a release in one rename (a symlink made beside it replaces the old one). */
export function pointCurrentAt(root: string, id: string): void {
  const next = join(root, `.${CURRENT_LINK}-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(`${RELEASES_DIR}/${id}`, next);
  renameSync(next, join(root, CURRENT_LINK));
}

/** A file written beside its final name and renamed over it, so a reader sees the old or the new one. */
function writeAtomically(file: string, text: string): void {
  const next = `${file}.${process.pid}`;
  writeFileSync(next, text);
  renameSync(next, file);
}

/**
 * Before a switch to `id`: its previous.conf names the release it replaces, whose hashed files then
 * stay reachable behind its own (src/build/nginx.ts), and deployed.json records it for the rollback.
 */
export function recordPrevious(root: string, id: string, previous: string | undefined): void {
  const dir = releaseDirOf(root, id);
  writeAtomically(join(dir, "nginx", PREVIOUS_CONF), previousConf(`${RELEASES_DIR}/${previous ?? id}`));
  const deployed: Deployed = { ...(previous ? { previous } : {}), at: new Date().toISOString() };
  writeAtomically(join(dir, DEPLOYED), `${JSON.stringify(deployed, null, 2)}\n`);
}

/** What a release replaced when it last went live, or undefined if it never did. */
export function deployedOf(root: string, id: string): Deployed | undefined {
  const file = join(releaseDirOf(root, id), DEPLOYED);
  if (!existsSync(file)) return undefined;
  const parsed = deployedSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}

/** The complete releases under the root, newest switch first (a release never switched to counts from its copy). */
export function releasesByAge(root: string): string[] {
  const dir = join(root, RELEASES_DIR);
  if (!existsSync(dir)) return [];
  const when = (id: string): number => {
    const deployed = deployedOf(root, id);
    return deployed ? Date.parse(deployed.at) : statSync(join(dir, id)).mtimeMs;
  };
  const ids = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => entry.name);
  return ids
    .map((id) => ({ id, at: when(id) }))
    .sort((a, b) => b.at - a.at)
    .map(({ id }) => id);
}

/**
 * Deletes all but the `keep` newest releases, never the live one nor the one whose hashed files it
 * still serves. Returns the deleted ids.
 */
export function prune(root: string, keep: number): string[] {
  const live = currentRelease(root);
  const kept = new Set([live, live ? deployedOf(root, live)?.previous : undefined]);
  const old = releasesByAge(root)
    .filter((id) => !kept.has(id))
    .slice(Math.max(0, keep - [...kept].filter(Boolean).length));
  for (const id of old) rmSync(releaseDirOf(root, id), { recursive: true, force: true });
  return old;
}
