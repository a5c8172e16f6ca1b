import { describe, expect, it } from "vitest";
import { parseMarkup, validateMarkup } from "../../../src/markup";

const elapsed = (source: string): number => {
  const start = performance.now();
  parseMarkup(source);
  validateMarkup(source);
  return performance.now() - start;
};

describe("parsing hostile input", () => {
  it.each([
    ["50 000 [", "[".repeat(50_000)],
    ["50 000 *", "*".repeat(50_000)],
    ["50 000 _", "_".repeat(50_000)],
    ["25 000 [^", "[^".repeat(25_000)],
    ["10 000 [a](", "[a](".repeat(10_000)],
    ["10 000 *a _b", "*a _b ".repeat(10_000)],
    ["25 000 *_ then _*", `${"*_".repeat(12_500)}x${"_*".repeat(12_500)}`],
  ])("parses and validates %s in well under two seconds", (_name, source) => {
    // Linear parsing takes a small part of the bound, which leaves room for a loaded two-core CI
    // machine, while catastrophic backtracking on inputs this size would take minutes. Linearity is the next test.
    expect(elapsed(source)).toBeLessThan(2000);
  });

  it("takes about the same time per character for 4 times more input", () => {
    const unit = "[x](*_[^1]<a ";
    elapsed(unit.repeat(2_000));
    const small = Math.min(elapsed(unit.repeat(5_000)), elapsed(unit.repeat(5_000)));
    const large = Math.min(elapsed(unit.repeat(20_000)), elapsed(unit.repeat(20_000)));
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
