import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { BUILD_CACHE_DIR, digestOf } from "../content/build/input-files";
import { publishingEpoch } from "../content/build/check-cache";
import { seasonStartOf } from "../markup/seasons";
import { createHash } from "node:crypto";

/**
 * The environment a build reads besides its files: the API, a release, source maps, the fixture's
 * scale, the values Gatsby puts into the bundle (GATSBY_*) and the server configuration's.
 */
const READ_ENV = [
  "API_BASE",
  "RELEASE",
  "SOURCE_MAPS",
  "FIXTURE_HELP_SCALE",
  "NODE_ENV",
  "NGINX_LISTEN",
  "NGINX_RESOLVER",
  "NGINX_PROXY_SOCKET",
];
const readsEnv = (name: string): boolean => READ_ENV.includes(name) || (name.startsWith("GATSBY_") && name !== "GATSBY_TELEMETRY_DISABLED");

/** Everything a build:all's host trees are a function of. */
export type BuildInputs = {
  root: string;
  /** Each input file's hash (src/content/build/input-files.ts). */
  inputs: ReadonlyMap<string, string>;
  /** The web API's answers (src/web-api/build/answers-digest.ts). */
  answers: string;
  /** The markets built. */
  markets: readonly string[];
  at: Date;
  env: NodeJS.ProcessEnv;
};

/**
 * One digest of a build's inputs (of the files, those `keep` accepts): files, API answers, markets, environment, Node's version, and of
 * the build time only what a build takes from it (which publishing dates have passed, the season).
 */
export function buildKey({ root, inputs, answers, markets, at, env }: BuildInputs, keep: (path: string) => boolean = () => true): string {
  const read = Object.keys(env)
    .filter(readsEnv)
    .sort()
    .map((name) => [name, env[name]]);
  return createHash("sha1")
    .update(JSON.stringify([digestOf(inputs, keep), answers, [...markets].sort(), read, process.version]))
    .update(JSON.stringify([publishingEpoch(root, inputs, at), seasonStartOf(at)]))
    .digest("hex");
}

const KEY_FILE = join(BUILD_CACHE_DIR, "last-build-key");

/** Whether the last build:all that went through had this key and left the given trees (folders in dist/) in place. */
export function builtAlready(root: string, key: string, trees: readonly string[]): boolean {
  const file = join(root, KEY_FILE);
  return existsSync(file) && readFileSync(file, "utf8") === key && trees.every((tree) => existsSync(join(root, "dist", tree)));
}

/** Stores the key of a build:all run that went through. */
export function rememberBuildKey(root: string, key: string): void {
  const file = join(root, KEY_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, key);
}
