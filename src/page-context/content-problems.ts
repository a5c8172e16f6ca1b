/**
 * `npm run dev` only: the field of a page context that carries content:check's lines
 * (`path:line:col: message`) while the content being previewed has problems (src/gatsby/preview-pages.ts).
 */
export const CONTENT_PROBLEMS = "contentProblems";

/** The content problems a page context carries, none when it carries none. */
export function contentProblemsOf(context: unknown): readonly string[] {
  if (context === null || typeof context !== "object" || !(CONTENT_PROBLEMS in context)) return [];
  const lines: unknown = Reflect.get(context, CONTENT_PROBLEMS);
  return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === "string") : [];
}
