/** Spec §2: the home route of the hash router is an empty hash, `#/`, or a hash starting `#/?`. */
export function isHomeHash(hash: string): boolean {
  return hash === "" || hash === "#" || hash === "#/" || hash.startsWith("#/?");
}

/** Set on <html> before the first paint when the page opens on another hash route. */
export const AWAY_FROM_HOME = "data-hash-route";

/**
 * Runs in the document head before the page paints: the server HTML always has the banner (most
 * visits open on the home route), so a visit that opens elsewhere hides it at once instead of
 * showing it until hydration removes it, which would shift the page. Same rule as isHomeHash.
 */
export const awayFromHomeScript = `(function(h){if(!(h===""||h==="#"||h==="#/"||h.indexOf("#/?")===0))document.documentElement.setAttribute("${AWAY_FROM_HOME}","")})(location.hash)`;
