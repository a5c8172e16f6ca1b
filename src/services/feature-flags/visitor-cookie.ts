/** The first-party cookie that keeps the anonymous visitor id of experiments (docs/feature-flags.md). Alone, so the consent banner's chunk takes only the name. */
export const VISITOR_COOKIE = "movanta_visitor";
