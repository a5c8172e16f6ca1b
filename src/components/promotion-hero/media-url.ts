/** Where a host serves the media host's marketing folders (spec §2): nginx relays them (src/build/nginx.ts). */
export const MARKETING_PATH = "/marketing";

/**
 * The two parts of a marketing address as regular-expression sources: a domain's folder (lower case)
 * and an image's file name (as the content schema allows them, src/content/schema.ts). nginx relays
 * only these (src/build/nginx.ts), and the local stand-in answers only these.
 */
export const MARKETING_DOMAIN = "[a-z0-9.-]+";
export const MARKETING_FILE = "[A-Za-z0-9_.-]+\\.(?:jpe?g|png|webp|avif)";

/**
 * Spec §2: hero images live in the marketing media folder of the page's domain, which the page asks of
 * its own host (`/marketing/<domain>/<file>`, the media host's `<domain>/marketing/<file>`): the photo
 * (the promotion page's largest paint) comes over the page's connection instead of one to another
 * host (DNS, TCP and TLS first).
 */
export const marketingMediaUrl = (domain: string, file: string): string =>
  `${MARKETING_PATH}/${encodeURIComponent(domain.toLowerCase())}/${encodeURIComponent(file)}`;
