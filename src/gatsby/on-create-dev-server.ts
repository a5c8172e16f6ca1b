import type { GatsbyNode } from "gatsby";
import { publishShellAssets } from "./on-pre-build";

/** `npm run dev`: the files a build publishes before its pages (on-pre-build.ts); Gatsby's server serves public/ beside the pages. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = () => publishShellAssets();
