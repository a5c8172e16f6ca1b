const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * Returns the URL when it may go into an href, otherwise null.
 * Allows http, https, mailto, tel and scheme-less relative URLs; anything a browser
 * could read as another scheme or another host is refused.
 */
export function safeHref(url: string): string | null {
  if (url === "") return null;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    // Browsers strip or tolerate controls, spaces and backslashes in ways that hide schemes and hosts.
    if (c <= 0x20 || (c >= 0x7f && c <= 0xa0) || c === 0x5c || c === 0x2028 || c === 0x2029 || c === 0xfeff) {
      return null;
    }
  }
  if (url.startsWith("//")) return null;
  const scheme = SCHEME.exec(url);
  if (scheme) return ALLOWED_SCHEMES.has((scheme[1] ?? "").toLowerCase()) ? url : null;
  // A colon before any / ? # would make the start of the URL a scheme.
  const colon = url.indexOf(":");
  if (colon === -1) return url;
  const delimiter = url.search(/[/?#]/);
  return delimiter !== -1 && delimiter < colon ? url : null;
}

/**
 * Site pages load client-side, the account area too (its hash routes switch apps on the same page);
 * other hosts are other sites.
 */
export const isSitePath = (href: string): boolean => /^\/(?!\/)/.test(href);
