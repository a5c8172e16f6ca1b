import type { GatsbyNode } from "gatsby";
import { buildApiSource } from "../web-api/build-api-client";

/** Id of the build error that carries content:check's lines. */
export const CONTENT_ERROR = "10001";

/**
 * Registers the content error, so a failed check prints its lines under a clear title, not UNKNOWN.
 * Then stops a build that names no web API at once: a release must not build from the fixture by default.
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
    buildApiSource(process.env);
  } catch (error) {
    reporter.panic({ id: CONTENT_ERROR, context: { sourceMessage: error instanceof Error ? error.message : String(error) } });
  }
};
