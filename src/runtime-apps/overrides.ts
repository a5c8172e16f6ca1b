import { isAppName, type AppName } from "./apps";
import type { Environment } from "../environment/environment";
import { safeSession } from "../environment/storage";

/** Where the overrides of this tab live: a JSON object of app name → version. */
export const OVERRIDES_KEY = "movanta.appVersions";

/** App versions chosen by hand for this tab. */
export type VersionOverrides = Partial<Record<AppName, string>>;

/** A version string only: semver with an optional pre-release, nothing that could form a path. */
const VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(-[0-9A-Za-z-]{1,32}(\.[0-9A-Za-z-]{1,32}){0,4})?$/;

/** Whether a string is an acceptable version of an override. */
export const isVersion = (value: string): boolean => value.length <= 64 && VERSION.test(value);

function accept(into: VersionOverrides, name: string, version: unknown): void {
  if (isAppName(name) && typeof version === "string" && isVersion(version)) into[name] = version;
}

/** Overrides named in a query string: each key `<name>_<version>`, e.g. `?rac-search_2.4.0`. */
export function parseUrlOverrides(search: string): VersionOverrides {
  const found: VersionOverrides = {};
  for (const key of new URLSearchParams(search).keys()) {
    const split = key.indexOf("_");
    if (split > 0) accept(found, key.slice(0, split), key.slice(split + 1));
  }
  return found;
}

/** Overrides stored earlier; anything malformed is dropped, never trusted. */
export function parseStoredOverrides(raw: string | undefined): VersionOverrides {
  let parsed: unknown;
  try {
    parsed = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    return {};
  }
  const found: VersionOverrides = {};
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return found;
  for (const [name, version] of Object.entries(parsed)) accept(found, name, version);
  return found;
}

/**
 * The overrides in force: none in prod (and nothing read or stored there); elsewhere the stored
 * ones with the URL's on top, saved back to sessionStorage when the URL brought any.
 */
export function activeOverrides(environment: Environment, search: string, storage = safeSession): VersionOverrides {
  if (environment === "prod") return {};
  const fromUrl = parseUrlOverrides(search);
  const merged = { ...parseStoredOverrides(storage.read(OVERRIDES_KEY)), ...fromUrl };
  if (Object.keys(fromUrl).length > 0) storage.write(OVERRIDES_KEY, JSON.stringify(merged));
  return merged;
}
