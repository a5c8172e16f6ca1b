/** Why a run made no pages: the whole text for the build's error, and its problem lines one by one. */
export type PagesFailure = { message: string; lines: readonly string[] };

/** A failure whose message is a summary over its problem lines. */
export const failure = (summary: string, lines: readonly string[]): { failure: PagesFailure } => ({
  failure: { message: `${summary}:\n${lines.join("\n")}`, lines },
});

/** A failure of one line. */
export const failureOf = (line: string): { failure: PagesFailure } => ({ failure: { message: line, lines: [line] } });
