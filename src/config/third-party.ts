/**
 * The third-party scripts the site loads, and how: always through the same-origin proxy, which
 * forwards only the exact URLs of proxy-allowlist.ts. Plain strings: this module ships in the browser.
 */

/** Path of the third-party script proxy (spec §7); it takes one `url` query parameter. */
export const PROXY_PATH = "/proxy";

/** Analytics tag loader (spec §7); a container is its URL with `?id=<container id>`. */
export const TAG_LOADER_URL = "https://tags.movanta.example/tag-loader.js";
/** Consent-management loader (spec §7). */
export const CONSENT_LOADER_URL = "https://consent.movanta.example/consent-loader.js";
/** Transfer components of the ride layout (spec §2). */
export const TRANSFER_COMPONENTS_URL = "https://transfers.movanta.example/transfer-components.js";
/** The captcha provider's widget script (docs/captcha.md); its widget frames and calls go to this URL's host. */
export const CAPTCHA_SCRIPT_URL = "https://captcha.movanta.example/v0/api.js";

/** The loader URL of one tag container (ids are `MT-…`, checked by the market schema). */
export const tagContainerUrl = (containerId: string): string => `${TAG_LOADER_URL}?id=${encodeURIComponent(containerId)}`;

/** The same-origin address of a third-party script through the proxy. */
export const proxied = (url: string): string => `${PROXY_PATH}?url=${encodeURIComponent(url)}`;
