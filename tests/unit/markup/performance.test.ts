import { describe, expect, it } from "vitest";
import { parseMarkup, validateMarkup } from "../../../src/markup";

const elapsed = (source: string): number => {
  const start = performance.now();
  parseMarkup(source);
  validateMarkup(source);
  return performance.now() - start;
};

/** The fastest of three runs: the least disturbed by whatever else the machine is doing. */
const fastest = (source: string): number => Math.min(elapsed(source), elapsed(source), elapsed(source));

/** Plain words of the same length: what the parser takes for input that gives it nothing to match. */
const plainOfLength = (length: number): string => "word ".repeat(Math.ceil(length / 5)).slice(0, length);

/**
 * How many times plain text of the same length the input costs: the smallest ratio of five pairs, each
 * measured back to back, so both halves of a pair meet the same load on a busy machine.
 */
function costOverPlain(source: string): number {
  const plain = plainOfLength(source.length);
  const ratios = Array.from({ length: 5 }, () => elapsed(source) / Math.max(elapsed(plain), 0.5));
  return Math.min(...ratios);
}

// Each test parses some hundred thousand characters several times: room on a loaded machine, never a check.
describe("parsing hostile input", { timeout: 30_000 }, () => {
  it.each([
    ["50 000 [", "[".repeat(50_000)],
    ["50 000 *", "*".repeat(50_000)],
    ["50 000 _", "_".repeat(50_000)],
    ["25 000 [^", "[^".repeat(25_000)],
    ["10 000 [a](", "[a](".repeat(10_000)],
    ["10 000 *a _b", "*a _b ".repeat(10_000)],
    ["25 000 *_ then _*", `${"*_".repeat(12_500)}x${"_*".repeat(12_500)}`],
  ])("parses and validates %s in the time of at most 200 times as much plain text", (_name, source) => {
    // Measured against plain text of the same length in the same run, so the machine's speed and load
    // cancel out. Linear parsing of these inputs costs 1-30 times plain text; catastrophic backtracking
    // on inputs this size would cost thousands of times more. Linearity is the next test.
    expect(costOverPlain(source)).toBeLessThan(200);
  });

  it("takes about the same time per character for 4 times more input", () => {
    const unit = "[x](*_[^1]<a ";
    elapsed(unit.repeat(2_000));
    const small = fastest(unit.repeat(5_000));
    const large = fastest(unit.repeat(20_000));
    // Quadratic work would make this ratio about 16; allow noise well below that.
    expect(large / Math.max(small, 0.5)).toBeLessThan(10);
  });

  it("keeps deeply nested emphasis shallow enough to render", () => {
    const block = parseMarkup(`${"*_".repeat(5_000)}x${"_*".repeat(5_000)}`).blocks[0];
    let depth = 0;
    let nodes = block?.kind === "paragraph" ? block.children : [];
    while (nodes.some((n) => n.kind === "em" || n.kind === "strong")) {
      depth++;
      nodes = nodes.flatMap((n) => (n.kind === "em" || n.kind === "strong" ? n.children : []));
    }
    expect(depth).toBeLessThanOrEqual(36);
  });
});
