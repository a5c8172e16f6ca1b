import type { Block, SeasonBlock } from "./ast";
import { isSeason, SEASONS, SEASON_MONTHS } from "./seasons";
import type { MarkupProblem } from "./types";
import { hasText } from "./walk";

const SEASON_LIST = SEASONS.map((season) => `${season} (${SEASON_MONTHS[season]})`).join(", ");

/** Checks that the content starts with a heading and that every heading is usable. */
export function headingProblems(blocks: readonly Block[], source: string): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  const first = blocks[0];
  if (!first) {
    problems.push({
      line: 1,
      column: 1,
      rule: "start-heading",
      message: `The content is empty: start it with a heading such as "# Title".`,
    });
  } else if (first.kind !== "heading") {
    const noSpace = first.kind === "paragraph" && /^[ \t]*#/.test(source.split(/\r\n|\r|\n/, first.at.line)[first.at.line - 1] ?? "");
    const advice = noSpace ? `put a space after "#" (write "# Title")` : `begin the first line with "# " and the title`;
    problems.push({ ...first.at, rule: "start-heading", message: `Content must start with a heading: ${advice}.` });
  }
  for (const block of allBlocks(blocks)) {
    if (block.kind !== "heading") continue;
    const hashes = "#".repeat(block.level);
    if (block.level > 6) {
      const message = `Heading level ${block.level} is too deep: use at most six # (######).`;
      problems.push({ ...block.at, rule: "heading-level", message });
    } else if (!hasText(block.children)) {
      const message = `Heading has no text: write the text after "${hashes} " or remove the line.`;
      problems.push({ ...block.at, rule: "empty-heading", message });
    }
  }
  return problems;
}

/** Checks `::: season` sections: known season names, closed, not nested. */
export function seasonProblems(blocks: readonly Block[]): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  for (const block of allBlocks(blocks)) {
    if (block.kind === "season") problems.push(...sectionProblems(block));
    if (block.kind !== "stray-fence") continue;
    const message =
      block.reason === "close"
        ? `":::" closes no section: remove it, or open a section before it with "::: season winter".`
        : `Season sections cannot be nested: close the section opened at line ${block.openedAt?.line ?? 0} with ":::" first.`;
    problems.push({ ...block.at, rule: "season", message });
  }
  return problems;
}

function sectionProblems(block: SeasonBlock): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  if (block.keyword !== "season") {
    const message = `Unknown section "::: ${block.keyword}": restrict display with "::: season" and season names.`;
    problems.push({ ...block.at, rule: "season", message });
  } else if (block.names.length === 0) {
    const message = `Season section names no season: write "::: season" followed by one or more of ${SEASON_LIST}.`;
    problems.push({ ...block.at, rule: "season", message });
  }
  for (const word of block.keyword === "season" ? block.names : []) {
    if (isSeason(word.name)) continue;
    problems.push({ ...word.at, rule: "season", message: `Unknown season "${word.name}": use ${SEASON_LIST}.` });
  }
  if (!block.closed) {
    problems.push({ ...block.at, rule: "season", message: `Season section is not closed: end it with a line ":::".` });
  }
  return problems;
}

/** Top-level blocks and the blocks inside sections, in source order. */
export function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => (block.kind === "season" ? [block, ...block.children] : [block]));
}
