import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { Market } from "../../../markets/schema";
import { checkProject, type ProjectCheck } from "../check";
import { buildTime } from "../publishing";
import { BUILD_CACHE_DIR, digestOf, inputHashes, sha1 } from "./input-files";

/** One run's answers, so the validation, createPages and onPostBuild of one process ask once. */
const answered = new Map<string, ProjectCheck>();

/**
 * checkProject, answered from `.cache/movanta/` when nothing it reads changed: every input file (by
 * content hash: content, text bundles, market configs, code and lockfile), the markets asked and
 * which publishing dates the build time has passed. A
 * warm build:all reads and validates content once per change, not three times per run; any change
 * of an input makes a fresh check, whose answer replaces the stored one.
 */
export function cachedCheckProject(
  root: string,
  all: readonly Market[],
  only: readonly Market[] = all,
  at: Date = buildTime(process.env),
): ProjectCheck {
  const asked = sha1(JSON.stringify([all, only.map((m) => m.id)]));
  const inputs = inputHashes(root);
  const key = `${asked}-${digestOf(inputs)}-${publishingEpoch(root, inputs, at)}`;
  const known = answered.get(key);
  if (known) return { ...known, at };
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
    check = checkProject(root, all, only, at);
    mkdirSync(dir, { recursive: true });
    // The older answers to the same question can no longer be right.
    for (const old of readdirSync(dir)) if (old.startsWith(`${asked}-`)) rmSync(join(dir, old), { force: true });
    writeFileSync(file, serialize(check));
  }
  answered.set(key, check);
  return { ...check, at };
}

const boundary = /"(?:banner_)?publish(?:From|Until)"\s*:\s*"([^"]+)"/g;

/**
 * Which side of every publishing date in content a time is on, as the count of dates at or before it:
 * whether a page, block or link is live changes only when a date passes (src/content/publishing.ts),
 * so two build times with the same count leave out the same things and may share a check.
 */
export function publishingEpoch(root: string, inputs: ReadonlyMap<string, string>, at: Date): number {
  let passed = 0;
  for (const file of inputs.keys()) {
    if (!file.startsWith("content/") || !file.endsWith(".json")) continue;
    for (const [, date] of readFileSync(join(root, file), "utf8").matchAll(boundary))
      if (date !== undefined && Date.parse(date) <= at.getTime()) passed += 1;
  }
  return passed;
}
