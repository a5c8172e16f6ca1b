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
 * escapes decoded (the tests compare the two).
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

/** Attributes of a cookie the site writes: days to keep it (negative removes it), path, domain, SameSite, Secure. */
export type CookieAttributes = { expires?: number; path?: string; domain?: string; sameSite?: "Lax" | "Strict" | "None"; secure?: boolean };

/**
 * Writes one cookie as js-cookie writes it: the value URI-encoded but for the characters a cookie
 * value may hold, each attribute given once. A few lines instead of js-cookie in the consent banner's
 * chunk, which every first visit downloads.
 */
export function writeCookie(name: string, value: string, attributes: CookieAttributes = {}): void {
  const encoded = encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  const { expires, ...rest } = { path: "/", ...attributes };
  const parts = [`${name}=${encoded}`];
  if (expires !== undefined) parts.push(`expires=${new Date(Date.now() + expires * 864e5).toUTCString()}`);
  for (const [key, setting] of Object.entries(rest)) if (setting) parts.push(setting === true ? key : `${key}=${String(setting)}`);
  document.cookie = parts.join("; ");
}

/** Removes a cookie written with these path and domain attributes. */
export const removeCookie = (name: string, attributes: Pick<CookieAttributes, "path" | "domain"> = {}): void =>
  writeCookie(name, "", { ...attributes, expires: -1 });

/** The names of every cookie the page can read. */
export function cookieNames(): string[] {
  return document.cookie
    .split("; ")
    .filter(Boolean)
    .map((pair) => pair.split("=")[0] ?? "");
}
