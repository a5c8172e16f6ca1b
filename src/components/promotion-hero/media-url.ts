/** Where a host serves its domain's marketing media folder (spec §2): nginx relays it from the media host (src/build/nginx.ts). */
export const MARKETING_PATH = "/marketing";

/**
 * Spec §2: hero images live in the marketing media folder of the page's domain. The page asks its own
 * host, so the photo (the promotion page's largest paint) comes over the page's connection instead of
 * one to another host (DNS, TCP and TLS first).
 */
export const marketingMediaUrl = (file: string): string => `${MARKETING_PATH}/${encodeURIComponent(file)}`;
