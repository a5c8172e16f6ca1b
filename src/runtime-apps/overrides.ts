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

/** The overrides among name and version pairs: a known app's name with a version string, nothing else. */
function accepted(pairs: Iterable<readonly unknown[]>): VersionOverrides {
  const found: VersionOverrides = {};
  for (const [name, version] of pairs)
    if (typeof name === "string" && isAppName(name) && typeof version === "string" && isVersion(version)) found[name] = version;
  return found;
}

/** Overrides named in a query string: each key `<name>_<version>`, e.g. `?rac-search_2.4.0`. */
export const parseUrlOverrides = (search: string): VersionOverrides =>
  accepted([...new URLSearchParams(search).keys()].map((key) => key.split(/_(.*)/s)));

/** Overrides stored earlier; anything malformed is dropped, never trusted. */
export function parseStoredOverrides(raw: string | undefined): VersionOverrides {
  try {
    // Whatever the JSON holds, only app names pass: an array's indexes or a string's never do.
    const parsed: unknown = JSON.parse(raw ?? "{}");
    return accepted(Object.entries(parsed ?? {}));
  } catch {
    return {};
  }
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
