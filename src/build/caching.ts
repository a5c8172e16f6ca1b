/**
 * The site's caching policy as data: which files caches may keep for a year, and the header each kind
 * of file is served with. nginx's generated configuration (nginx.ts), the local server
 * (dev/static-files.ts) and the host split (split-hosts.ts) all read it, so they cannot disagree; the
 * build's compression (compress.ts) keeps the twins of immutable files it has written.
 */

/** The Cache-Control header of each kind of file. */
export const CACHE_CONTROL = {
  /** A file named after its content: changed content gets a new name, so a cache may keep it a year. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML, page data, app-data.json, sw.js: new content arrives under the same name, so every visit asks. */
  revalidate: "public, max-age=0, must-revalidate",
} as const;

/** How many hex digits of its content's hash a bundle's name carries (webpack's output.hashDigestLength, src/gatsby/webpack.ts). */
export const CONTENT_HASH_DIGITS = 10;

/**
 * The immutable files, as regular expressions over a file's path from its tree's root (`/`-separated,
 * no leading slash): Gatsby's `static/` assets and the content-hashed scripts and styles. Plain PCRE
 * without flags, so nginx's map takes them as they are.
 */
export const IMMUTABLE_PATHS: readonly string[] = ["^static/", `-[0-9a-f]{${CONTENT_HASH_DIGITS},}\\.(js|css)$`];

const immutable = IMMUTABLE_PATHS.map((source) => new RegExp(source));

/** Whether a file, by its path from the tree's root (`static/…/logo.svg`, `app-1f2e….js`), is immutable. */
export const isImmutable = (path: string): boolean => immutable.some((pattern) => pattern.test(path));

/** The Cache-Control header of a file, by its path from the tree's root. */
export const cacheControlOf = (path: string): string => (isImmutable(path) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate);

/** The patterns as nginx matches them against `$uri`, which starts with a slash. */
export const nginxImmutablePatterns = (): string[] =>
  IMMUTABLE_PATHS.map((source) => (source.startsWith("^") ? `^/${source.slice(1)}` : source));
