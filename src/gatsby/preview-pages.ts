import { resolve } from "node:path";
import { CONTENT_PROBLEMS } from "../page-context/content-problems";
import type { MadePages, NewPage } from "./site-pages";

/** The page `npm run dev` shows while no run has made pages yet: the problems, nothing else. */
export const problemsComponent = (root = process.cwd()): string => resolve(root, "src", "templates", "content-problems.tsx");

/**
 * The pages `npm run dev` creates on each run of createPages (the first, and each after an edit).
 * Gatsby removes every page a run does not create again, so a run whose content has problems
 * creates the last good run's pages again, each carrying the problems' lines, which the page shows
 * over itself (src/shell/content-problems/): an editor never gets a blank page, and fixing the file
 * takes the lines away. Before any good run there is one page, for every path, of the lines alone.
 */
export class PreviewPages {
  private lastGood: readonly NewPage[] = [];

  constructor(private readonly problemsPage: string = problemsComponent()) {}

  /** The pages to create for one run's outcome. */
  next(made: MadePages): NewPage[] {
    if ("pages" in made) {
      this.lastGood = made.pages;
      return made.pages;
    }
    const problems = { [CONTENT_PROBLEMS]: made.failure.lines };
    if (this.lastGood.length === 0) return [{ path: "/", matchPath: "/*", component: this.problemsPage, context: problems }];
    return this.lastGood.map((page) => ({ ...page, context: { ...page.context, ...problems } }));
  }
}

/** A run that threw, as a failure the preview shows like any problem. */
export function thrownFailure(error: unknown): MadePages {
  const line = error instanceof Error ? `createPages failed: ${error.message}` : `createPages failed: ${String(error)}`;
  return { failure: { message: line, lines: [line] } };
}
