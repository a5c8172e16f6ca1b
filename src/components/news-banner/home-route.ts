/** Spec §2: the home route of the hash router is an empty hash, `#/`, or a hash starting `#/?`. */
export function isHomeHash(hash: string): boolean {
  return hash === "" || hash === "#" || hash === "#/" || hash.startsWith("#/?");
}
