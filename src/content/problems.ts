/** One problem found in a content or config file, located for editors and editors' tools. */
export type Problem = { file: string; line: number; column: number; message: string };

/** The `path:line:col: message` line content:check and the build print. */
export const formatProblem = (p: Problem): string => `${p.file}:${p.line}:${p.column}: ${p.message}`;

/** A JSON path as editors read it: `footer[0].links[2].target`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`)).join("");
}

/** Sorted, with exact repeats removed (a shared file is read for many markets). */
export function uniqueProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Map(problems.map((p) => [formatProblem(p), p]));
  return [...seen.values()].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}
