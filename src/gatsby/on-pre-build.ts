import type { GatsbyNode } from "gatsby";
import { join } from "node:path";
import { publishConsentAssets } from "../features/consent/static-assets";

/** The consent files under their hashed names, before the pages and the service worker name them. */
export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  publishConsentAssets(join(process.cwd(), "public"));
};
