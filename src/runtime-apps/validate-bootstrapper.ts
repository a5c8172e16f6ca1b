import { AppError } from "./errors";

/** One script an app's bootstrapper asks for, resolved and checked. */
export type ScriptEntry = { name: string; url: string; integrity?: string };

/** At most this many scripts per app: a bootstrapper is a short list, not a bundle graph. */
export const MAX_SCRIPTS = 16;

// A letter first: integer-like keys would be reordered by JSON objects, and `__proto__` is refused.
const KEY = /^(?!(constructor|prototype)$)[A-Za-z][\w.-]{0,63}$/;
// Relative, plain characters, ending in .js: no scheme, no leading slash, no query or fragment, and
// no empty, `.` or `..` segment (the first character is no dot or slash, so such a segment follows a slash).
const PATH = /^(?!.*\/\.{0,2}\/)\w[\w.~/-]{0,254}\.js$/;
const HASH = "sha(256|384|512)-[A-Za-z\\d+/]{43,86}={0,2}";
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
  if (!isPlainObject(answer)) return refuse("the answer is not a JSON object");
  const names = Object.keys(answer);
  if (!names.length || names.length > MAX_SCRIPTS) return refuse(`it lists ${names.length} scripts (1 to ${MAX_SCRIPTS})`);
  return names.map((name) => {
    if (!KEY.test(name)) return refuse(`odd key ${JSON.stringify(name)}`);
    const value = answer[name];
    const { src, integrity, ...rest } = isPlainObject(value) ? value : { src: value };
    if (typeof src !== "string" || Object.keys(rest).length || !(integrity === undefined || typeof integrity === "string"))
      return refuse(`${name}: expected a path or { src, integrity }`);
    const url = resolveUnder(base, src) ?? refuse(`${name}: ${JSON.stringify(src)} is not a relative path under the app base`);
    if (integrity === undefined) return { name, url };
    return INTEGRITY.test(integrity) ? { name, url, integrity } : refuse(`${name}: malformed integrity`);
  });
}

/** The absolute URL of a relative path, if it stays under the base (same origin, same folder). */
export function resolveUnder(base: string, path: string): string | undefined {
  if (!PATH.test(path)) return undefined;
  const root = new URL(base);
  const url = new URL(path, root);
  return url.origin === root.origin && url.pathname.startsWith(root.pathname) && !url.search && !url.hash ? url.href : undefined;
}

// The answer comes from JSON.parse, so an object that is not an array is a plain one.
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);
