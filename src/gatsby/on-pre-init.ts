import type { GatsbyNode } from "gatsby";
import { buildTime } from "../content/publishing";
import { checkReleaseSiteKey } from "../services/captcha/site-key";
import { buildApiSource, FIXTURE_NOTICE } from "../web-api/build/build-api-client";

/** Id of the build error that carries content:check's lines. */
export const CONTENT_ERROR = "10001";

/**
 * Registers the content error, so a failed check prints its lines under a clear title, not UNKNOWN.
 * Then checks the build's web API at once: a release without a real one stops here, a build that names
 * none says in one line that it reads the fixture. A release without the captcha's site key stops too,
 * and so does a BUILD_TIME that is no date-time.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "CONFIG",
      category: "USER",
    },
  });
  try {
    const source = buildApiSource(process.env);
    if (source.kind === "fixture" && !source.named) reporter.warn(FIXTURE_NOTICE);
    checkReleaseSiteKey(process.env);
    // One build time for the whole run: createPages and onPostBuild's sitemaps must leave out the same pages.
    process.env.BUILD_TIME = buildTime(process.env).toISOString();
  } catch (error) {
    reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: error instanceof Error ? error.message : String(error) } });
  }
};
