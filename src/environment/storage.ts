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

/**
 * The value of one cookie, or undefined; never throws (document.cookie can in sandboxed frames).
 * Read as js-cookie reads it: the first cookie of that name, surrounding double quotes dropped, its
 * escapes decoded. js-cookie stays the cookie writer (the consent banner's chunk); the loader and the
 * feature flags read one cookie each, which does not need its whole API in their chunks.
 */
export function readCookie(name: string): string | undefined {
  try {
    const value = document.cookie
      .split("; ")
      .find((pair) => pair.startsWith(`${name}=`))
      ?.slice(name.length + 1);
    return (value?.[0] === '"' ? value.slice(1, -1) : value)?.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
  } catch {
    return undefined;
  }
}
