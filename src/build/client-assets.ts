import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { BUILD_CACHE_DIR } from "../content/build/input-files";

/**
 * The files the last production browser compilation emitted into public/ (Gatsby's webpack run;
 * src/gatsby/chunk-map.ts writes it), by name relative to public/. Gatsby never removes a file from
 * public/, so it also holds every earlier build's scripts; the host split takes only these
 * (split-hosts.ts). Kept beside Gatsby's cache, since public/ itself ships.
 */
export const CLIENT_ASSETS_FILE = join(BUILD_CACHE_DIR, "client-assets.json");

/** Records a compilation's emitted files under the project `root`. */
export async function writeClientAssets(root: string, names: readonly string[]): Promise<void> {
  const file = join(root, CLIENT_ASSETS_FILE);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify([...names].sort()));
}

/** The last compilation's files, or undefined when none is recorded (or the record is not a list of names). */
export function readClientAssets(root: string): ReadonlySet<string> | undefined {
  const file = join(root, CLIENT_ASSETS_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const names: unknown = JSON.parse(readFileSync(file, "utf8"));
    return Array.isArray(names) && names.every((name) => typeof name === "string") ? new Set<string>(names) : undefined;
  } catch {
    return undefined;
  }
}
