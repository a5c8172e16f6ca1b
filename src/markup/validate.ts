import { makeLocator } from "./locate";
import { parseMarkup } from "./parse-blocks";
import { headingProblems, seasonProblems } from "./rules-blocks";
import { footnoteProblems } from "./rules-footnotes";
import { htmlProblems } from "./rules-html";
import { inlineProblems } from "./rules-inline";
import type { MarkupProblem } from "./types";

/** Lists every authoring problem of a markup text, sorted by line then column; [] when it is valid. */
export function validateMarkup(source: string): MarkupProblem[] {
  const { blocks } = parseMarkup(source);
  const problems = [
    ...htmlProblems(source, makeLocator(source)),
    ...headingProblems(blocks, source),
    ...seasonProblems(blocks),
    ...inlineProblems(blocks),
    ...footnoteProblems(blocks),
  ];
  // Array.prototype.sort is stable, so problems at one spot keep the order of the rules above.
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}
