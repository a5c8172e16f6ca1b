import type { GatsbyNode } from "gatsby";
import { join } from "node:path";
import { publishNoticeScript } from "../shell/unsupported-browser/build/notice-code";

/**
 * The unsupported-browser notice's script under its hashed name, before the pages and the service
 * worker name it.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = () => publishShellAssets();

/** Writes them into public/. */
export function publishShellAssets(): void {
  publishNoticeScript(join(process.cwd(), "public"));
}
