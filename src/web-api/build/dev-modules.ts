import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";

/** A handler of a local server: answers a request and returns true, or passes it on (dev/site-server.ts's `Handler`). */
export type LocalHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;

/**
 * All that src/ takes from dev/ (the local stand-ins). dev/entry.ts implements it with `satisfies`,
 * so the compiler checks both sides against this one type, and src/ never imports dev/ (the layer lint
 * forbids it, type-only imports included).
 */
export type DevModules = {
  /** The fixture web API in process, no server and no faults: its fetch answers as the local server's /api would. */
  createFixtureApi(options: { faults: boolean; helpScale: number }): { fetch: typeof fetch };
  /** The local extras of `npm run serve` (demo apps, fixture API, stand-ins), for Gatsby's development server. */
  localHandlers(root: string): LocalHandler[];
};

/** dev/'s one entry for src/, below the project root. */
export const DEV_ENTRY = join("dev", "entry.ts");

/**
 * dev/entry.ts's `devModules`, the one place src/ loads dev/ code: at run time, compiled by tsx (a
 * devDependency), and only when asked for (`API_BASE=fixture`, `npm run dev`). Not an import, so a
 * release build neither bundles nor loads dev/; the check here only finds the entry, its shape is the compiler's.
 */
export function loadDevModules(root: string = process.cwd()): DevModules {
  const tsx = devRequire(root, "tsx/cjs/api");
  if (!hasFunction(tsx, "require")) throw new Error(`${DEV_ENTRY} needs tsx (a devDependency) to load`);
  const entry: unknown = tsx.require(join(root, DEV_ENTRY), join(root, "package.json"));
  const modules = typeof entry === "object" && entry !== null && "devModules" in entry ? entry.devModules : undefined;
  if (!isDevModules(modules)) throw new Error(`${DEV_ENTRY} does not export devModules (src/web-api/build/dev-modules.ts)`);
  return modules;
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

// dev/entry.ts declares its object `satisfies DevModules`: with both functions there, it is that object.
const isDevModules = (value: unknown): value is DevModules => hasFunction(value, "createFixtureApi") && hasFunction(value, "localHandlers");
