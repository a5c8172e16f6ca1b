import { brand } from "../../../markets/brand";

/** Spec §2: hero images live in the marketing media folder of the page's domain. */
export const marketingMediaUrl = (domain: string, file: string): string =>
  `${brand.mediaBase}/${encodeURIComponent(domain)}/marketing/${encodeURIComponent(file)}`;
