/**
 * Every path of one help centre, from its home page's path (the content's `help-home` or
 * `ride-help-home` path on the market's host) and the slugs of the API: the one place they are put
 * together, for the build and the screens alike.
 */
export function helpPaths(home: string) {
  return {
    home,
    category: (slug: string): string => `${home}/categories/${slug}`,
    section: (slug: string): string => `${home}/sections/${slug}`,
    article: (slug: string): string => `${home}/articles/${slug}`,
  };
}

/** Where a centre's offline search index lives for one host path prefix and language. */
export const searchIndexPath = (home: string, locale: string): string => `${home}/search-index.${locale}.json`;
