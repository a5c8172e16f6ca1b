import { AppError } from "./errors";

/** One script an app's bootstrapper asks for, resolved and checked. */
export type ScriptEntry = { name: string; url: string; integrity?: string };

/** At most this many scripts per app: a bootstrapper is a short list, not a bundle graph. */
export const MAX_SCRIPTS = 16;

// A letter first: integer-like keys would be reordered by JSON objects, and `__proto__` is refused.
const KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const RESERVED: ReadonlySet<string> = new Set(["constructor", "prototype"]);
// Relative, plain characters, ending in .js: no scheme, no leading slash, no query or fragment.
const PATH = /^[A-Za-z0-9_][A-Za-z0-9_.~/-]{0,254}\.js$/;
const HASH = "(sha256|sha384|sha512)-[A-Za-z0-9+/]{43,86}={0,2}";
const INTEGRITY = new RegExp(`^${HASH}( ${HASH})*$`);

/**
 * Checks a bootstrapper answer: an object of name → script path, or name → `{ src, integrity }`.
 * Paths must stay under the app base. Any bad entry refuses the whole answer, so an app never runs
 * half-loaded.
 */
export function validateBootstrapper(app: string, base: string, answer: unknown): ScriptEntry[] {
  const refuse = (why: string): never => {
    throw new AppError(app, "invalid-bootstrapper", `bootstrapper refused: ${why}`);
  };
  if (!isPlainObject(answer)) return refuse("the answer is not a JSON object of name → script path");
  const keys = Object.keys(answer);
  if (keys.length === 0) return refuse("it lists no scripts");
  if (keys.length > MAX_SCRIPTS) return refuse(`it lists ${keys.length} scripts (at most ${MAX_SCRIPTS})`);
  return keys.map((name) => {
    if (!KEY.test(name) || RESERVED.has(name)) return refuse(`odd key ${JSON.stringify(name)}`);
    const { src, integrity } = entryParts(answer[name]) ?? refuse(`${name}: expected a path or { src, integrity }`);
    const url = resolveUnder(base, src) ?? refuse(`${name}: ${JSON.stringify(src)} is not a relative path under the app base`);
    if (integrity !== undefined && !INTEGRITY.test(integrity)) return refuse(`${name}: malformed integrity`);
    return integrity === undefined ? { name, url } : { name, url, integrity };
  });
}

function entryParts(value: unknown): { src: string; integrity?: string } | undefined {
  if (typeof value === "string") return { src: value };
  if (!isPlainObject(value)) return undefined;
  const { src, integrity, ...rest } = value;
  if (typeof src !== "string" || Object.keys(rest).length > 0) return undefined;
  if (integrity === undefined) return { src };
  return typeof integrity === "string" ? { src, integrity } : undefined;
}

/** The absolute URL of a relative path, if it stays under the base (same origin, same folder). */
export function resolveUnder(base: string, path: string): string | undefined {
  if (!PATH.test(path)) return undefined;
  if (path.split("/").some((segment) => segment === "" || segment === "." || segment === "..")) return undefined;
  const root = new URL(base);
  const url = new URL(path, root);
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname) || url.search || url.hash) return undefined;
  return url.href;
}

// The answer comes from JSON.parse, so an object that is not an array is a plain one.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
