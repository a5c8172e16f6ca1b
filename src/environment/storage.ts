import Cookies from "js-cookie";

/**
 * sessionStorage that never throws: private modes, disabled storage, sandboxed frames and full
 * quotas all read as "nothing stored" and drop writes.
 */
export const safeSession = {
  /** The stored string, or undefined when absent or when storage is unavailable. */
  read(key: string): string | undefined {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  /** Stores a string; returns whether it was stored. */
  write(key: string, value: string): boolean {
    try {
      globalThis.sessionStorage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
};

/** The value of one cookie, or undefined; never throws (document.cookie can in sandboxed frames). */
export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}
