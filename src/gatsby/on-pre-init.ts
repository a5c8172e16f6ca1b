import type { GatsbyNode } from "gatsby";

/** Id of the build error that carries content:check's lines. */
export const CONTENT_ERROR = "10001";

/** Registers the content error, so a failed check prints its lines under a clear title, not UNKNOWN. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { sourceMessage: string }) => context.sourceMessage,
      level: "ERROR",
      type: "CONFIG",
      category: "USER",
    },
  });
};
