import { environmentOf, hostLabels } from "../environment/environment";
import { readCookie } from "../environment/storage";

/** The cookie that switches debug mode on (`true`, `1`, `on`) or off (`false`, `0`, `off`). */
export const DEBUG_COOKIE = "movanta_debug";
/** The window setting consulted when no debug cookie decides: `window.movantaDebug = true`. */
export const DEBUG_WINDOW_SETTING = "movantaDebug";

/** What debug mode is decided from, in order of precedence (spec §4). */
export type DebugInputs = { cookie: string | undefined; windowSetting: unknown; hostname: string };

/** Hosts where people test by default: experimental, internal and local (loopback included) ones. */
export function isDebugHost(hostname: string): boolean {
  // dev and stage hosts are loopback ones and those with an `internal` or `local` label.
  return environmentOf(hostname) !== "prod" || hostLabels(hostname).includes("experimental");
}

/** Debug mode: the cookie if it says on or off; else a boolean window setting; else the host. */
export function isDebugMode({ cookie, windowSetting, hostname }: DebugInputs): boolean {
  const said = cookie?.trim().toLowerCase() ?? "";
  if (/^(true|1|on)$/.test(said)) return true;
  if (/^(false|0|off)$/.test(said)) return false;
  if (typeof windowSetting === "boolean") return windowSetting;
  return isDebugHost(hostname);
}

/** Debug mode of the current browser page. */
export function readDebugMode(): boolean {
  return isDebugMode({
    cookie: readCookie(DEBUG_COOKIE),
    windowSetting: Reflect.get(window, DEBUG_WINDOW_SETTING),
    hostname: window.location.hostname,
  });
}

/**
 * Whether the page loads the debugger app: only when debug mode is asked for by the cookie or the
 * window setting (the host's default alone would put it on every page of every local test run), and
 * never on a production host, whatever a cookie says.
 */
export function wantsDebugger({ cookie, windowSetting, hostname }: DebugInputs): boolean {
  const asked = /^(true|1|on)$/.test(cookie?.trim().toLowerCase() ?? "") || (cookie === undefined && windowSetting === true);
  return asked && isDebugMode({ cookie, windowSetting, hostname }) && environmentOf(hostname) !== "prod";
}
