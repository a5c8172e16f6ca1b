import type { GatsbyNode } from "gatsby";
import { join } from "node:path";
import { publishConsentAssets } from "../features/consent/build/static-assets";
import { publishNoticeScript } from "../shell/unsupported-browser/build/notice-code";

/**
 * The consent files and the unsupported-browser notice's script under their hashed names, before the
 * pages and the service worker name them.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = () => publishShellAssets();

/** Writes them into public/. */
export function publishShellAssets(): void {
  publishConsentAssets(join(process.cwd(), "public"));
  publishNoticeScript(join(process.cwd(), "public"));
}
