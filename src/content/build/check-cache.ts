import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { Market } from "../../../markets/schema";
import { checkProject, type ProjectCheck } from "../check";
import { BUILD_CACHE_DIR, digestOf, inputHashes, sha1 } from "./input-files";

/** One run's answers, so the validation, createPages and onPostBuild of one process ask once. */
const answered = new Map<string, ProjectCheck>();

/**
 * checkProject, answered from `.cache/movanta/` when nothing it reads changed: every input file (by
 * content hash: content, text bundles, market configs, code and lockfile) and the markets asked. A
 * warm build:all reads and validates content once per change, not three times per run; any change
 * of an input makes a fresh check, whose answer replaces the stored one.
 */
export function cachedCheckProject(root: string, all: readonly Market[], only: readonly Market[] = all): ProjectCheck {
  const asked = sha1(JSON.stringify([all, only.map((m) => m.id)]));
  const key = `${asked}-${digestOf(inputHashes(root))}`;
  const known = answered.get(key);
  if (known) return known;
  const dir = join(root, BUILD_CACHE_DIR, "project-check");
  const file = join(dir, `${key}.bin`);
  let check: ProjectCheck | undefined;
  if (existsSync(file)) {
    try {
      check = deserialize(readFileSync(file)) as ProjectCheck;
    } catch {
      check = undefined;
    }
  }
  if (!check) {
    check = checkProject(root, all, only);
    mkdirSync(dir, { recursive: true });
    // The older answers to the same question can no longer be right.
    for (const old of readdirSync(dir)) if (old.startsWith(`${asked}-`)) rmSync(join(dir, old), { force: true });
    writeFileSync(file, serialize(check));
  }
  answered.set(key, check);
  return check;
}
