import type { Block, Inline } from "./ast";
import { safeHref } from "./links";
import type { MarkupProblem } from "./types";
import { forEachInline } from "./walk";

const KNOWN = ["Year", "BranchName", "CityName"];
const EXAMPLE_ID = "AbCdEfGhIjK";
const VALID_LIST = `[Year], [BranchName], [CityName] or [YouTube ${EXAMPLE_ID}]`;

/** Checks shortcodes and links inside all inline content. */
export function inlineProblems(blocks: readonly Block[]): MarkupProblem[] {
  const problems: MarkupProblem[] = [];
  forEachInline(blocks, (node) => {
    const message = inlineMessage(node);
    if (message && "at" in node) problems.push({ ...node.at, ...message });
  });
  return problems;
}

function inlineMessage(node: Inline): Pick<MarkupProblem, "rule" | "message"> | null {
  if (node.kind === "unknown-shortcode") return { rule: "unknown-shortcode", message: shortcodeMessage(node.raw) };
  if (node.kind === "broken-link") {
    const message = `Link "${shorten(node.raw)}" is incomplete: write [text](https://example.com "optional title") with no spaces, quotes or brackets in the address.`;
    return { rule: "link", message };
  }
  if (node.kind === "link" && safeHref(node.url) === null) {
    const message = `Link address "${shorten(node.url)}" is not allowed: use an https://, http://, mailto: or tel: address, or a site path such as /offers.`;
    return { rule: "link", message };
  }
  return null;
}

function shortcodeMessage(raw: string): string {
  const inner = raw.slice(1, -1);
  const youtube = /^youtube(?:[ \t]+(.*))?$/is.exec(inner);
  if (youtube) {
    const id = youtube[1] ?? "";
    if (inner.startsWith("YouTube") && id === "") {
      return `Shortcode ${raw} needs a video id: write [YouTube ${EXAMPLE_ID}] with the 11-character id from the video address.`;
    }
    if (inner.startsWith("YouTube")) {
      return `YouTube video id "${shorten(id)}" is not valid: use the 11-character id (letters, digits, - and _) from the video address, e.g. [YouTube ${EXAMPLE_ID}].`;
    }
    return `Unknown shortcode ${raw}: did you mean [YouTube …]? Shortcodes are case-sensitive.`;
  }
  const near = KNOWN.find((name) => name.toLowerCase() === inner.trim().toLowerCase());
  if (near) return `Unknown shortcode ${raw}: did you mean [${near}]? Shortcodes are case-sensitive and have no spaces.`;
  return `Unknown shortcode ${raw}: use ${VALID_LIST}; write \\[ and \\] to show square brackets.`;
}

// Messages quote the editor's text; very long quotes would hide the advice.
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
