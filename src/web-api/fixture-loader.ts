import { createRequire } from "node:module";
import { join } from "node:path";

/** The fixture's entry, below the project root; loaded at run time only when `API_BASE=fixture`. */
const FIXTURE_ENTRY = join("dev", "fixture-api", "index.ts");

/** What a build needs of the fixture: its fetch. */
export type FixtureApi = { fetch: typeof fetch };

/**
 * The development fixture, in process (no server, no faults). Not an import: a release build never
 * loads dev/ code, and the fixture (TypeScript) is compiled by tsx, a development tool, when chosen.
 */
export function loadFixtureApi(env: NodeJS.ProcessEnv): FixtureApi {
  const module = requireDevModule(FIXTURE_ENTRY);
  if (!hasFunction(module, "createFixtureApi")) throw new Error(`${FIXTURE_ENTRY} does not export createFixtureApi`);
  // FIXTURE_HELP_SCALE=<n>: each help article n times, for the bench of a build with many more pages.
  const api: unknown = module.createFixtureApi({ faults: false, helpScale: Number(env.FIXTURE_HELP_SCALE ?? 1) });
  if (!hasFunction(api, "fetch")) throw new Error(`${FIXTURE_ENTRY}: createFixtureApi returned no fetch`);
  return { fetch: (input, init) => Promise.resolve(api.fetch(input, init)).then(asResponse) };
}

/** A module of dev/ (TypeScript, by its path below the project root), compiled by tsx when asked for. */
export function requireDevModule(entry: string, root: string = process.cwd()): unknown {
  const require = createRequire(join(root, "package.json"));
  const tsx: unknown = require("tsx/cjs/api");
  if (!hasFunction(tsx, "require")) throw new Error(`${entry} needs tsx (a devDependency) to load`);
  return tsx.require(join(root, entry), join(root, "package.json"));
}

/** True when `value` has a function under `key`. */
export function hasFunction<K extends string>(value: unknown, key: K): value is Record<K, (...args: unknown[]) => unknown> {
  return typeof value === "object" && value !== null && typeof (value as Record<string, unknown>)[key] === "function";
}

function asResponse(value: unknown): Response {
  if (value instanceof Response) return value;
  throw new Error(`${FIXTURE_ENTRY}: the fixture answered with something other than a Response`);
}
