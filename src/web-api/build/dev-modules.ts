import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";

/** A handler of a local server: answers a request and returns true, or passes it on (dev/site-server.ts's `Handler`). */
export type LocalHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;

/**
 * All that src/ takes from dev/ (the local stand-ins), by entry. Each entry exports `devModule`
 * `satisfies DevModules[<its name>]`, so the compiler checks both sides against this one type, and
 * src/ never imports dev/ (the layer lint forbids it, type-only imports included).
 */
export type DevModules = {
  /** dev/fixture-api/index.ts: the fixture web API in process, its fetch answering as the local server's /api would. */
  fixture: { createFixtureApi(options: { faults: boolean; helpScale: number }): { fetch: typeof fetch } };
  /** dev/dev-server.ts: the local extras of `npm run serve` (demo apps, fixture API, stand-ins), for Gatsby's development server. */
  localServer: { localHandlers(root: string): LocalHandler[] };
};

/** Each entry's file below the project root, and the functions its `devModule` has. */
const entries: { [K in keyof DevModules]: { file: string; functions: readonly (keyof DevModules[K])[] } } = {
  fixture: { file: join("dev", "fixture-api", "index.ts"), functions: ["createFixtureApi"] },
  localServer: { file: join("dev", "dev-server.ts"), functions: ["localHandlers"] },
};

/**
 * An entry's `devModule`, the one place src/ loads dev/ code: at run time, compiled by tsx (a
 * devDependency), and only when asked for (`API_BASE=fixture`, `npm run dev`). Not an import, so a
 * release build neither bundles nor loads dev/; the check here only finds the export, its shape is the compiler's.
 */
export function loadDevModule<K extends keyof DevModules>(name: K, root: string = process.cwd()): DevModules[K] {
  const { file, functions } = entries[name];
  const tsx = devRequire(root, "tsx/cjs/api");
  if (!hasFunction(tsx, "require")) throw new Error(`${file} needs tsx (a devDependency) to load`);
  const entry: unknown = tsx.require(join(root, file), join(root, "package.json"));
  const module = typeof entry === "object" && entry !== null && "devModule" in entry ? entry.devModule : undefined;
  if (!isModule<DevModules[K]>(module, functions.map(String)))
    throw new Error(`${file} does not export devModule (DevModules["${name}"], src/web-api/build/dev-modules.ts)`);
  return module;
}

/** A package of the project, or undefined when it is not installed (a release installs no devDependencies). */
function devRequire(root: string, name: string): unknown {
  try {
    return createRequire(join(root, "package.json"))(name);
  } catch {
    return undefined;
  }
}

/** True when `value` has a function under `key`. */
function hasFunction<K extends string>(value: unknown, key: K): value is Record<K, (...args: unknown[]) => unknown> {
  return typeof value === "object" && value !== null && typeof (value as Record<string, unknown>)[key] === "function";
}

// Each entry declares its devModule `satisfies` its type: with its functions there, it is that object.
const isModule = <T>(value: unknown, functions: readonly string[]): value is T => functions.every((key) => hasFunction(value, key));
