import type { Campaign } from "../../web-api/campaigns";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The campaign a `?campaign=<slug>` query names; an unknown or malformed slug is ignored (the first open car campaign then). */
export function pickCampaign(campaigns: readonly Campaign[], search: string): Campaign | undefined {
  const slug = new URLSearchParams(search).get("campaign") ?? "";
  const named = SLUG.test(slug) ? campaigns.find((c) => c.slug === slug) : undefined;
  return named ?? campaigns.find((c) => c.product === "cars" && c.status === "open") ?? campaigns.find((c) => c.status === "open");
}
