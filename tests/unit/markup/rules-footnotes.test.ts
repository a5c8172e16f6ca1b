import { describe, expect, it } from "vitest";
import { validateMarkup, type MarkupRule } from "../../../src/markup";

const problems = (source: string, rule: MarkupRule) =>
  validateMarkup(source)
    .filter((p) => p.rule === rule)
    .map(({ line, column, message }) => ({ line, column, message }));

const valid = [
  "# Rates",
  "Prices include VAT[^1] and insurance[^2].",
  "[^1]: At the local rate.",
  "",
  "[^2]: Third-party cover.",
  "",
  "- Free cancellation[^3], see[^1] above",
  "[^3]: Up to 24 hours before pick-up[^4].",
  "[^4]: Local time.",
].join("\n");

describe("a valid footnoted text", () => {
  it("has no problems, with repeated references, blank lines inside a group and notes on notes", () => {
    expect(validateMarkup(valid)).toEqual([]);
  });
});

describe("footnote-order rule", () => {
  it("reports a gap in the numbering", () => {
    const source = "# T\nA[^1] B[^3]\n[^1]: a\n[^3]: c";
    expect(problems(source, "footnote-order")).toEqual([
      { line: 4, column: 1, message: "Footnote [^3] follows [^1]: number footnotes consecutively from 1 (expected [^2])." },
    ]);
  });

  it("reports a first footnote other than 1", () => {
    expect(problems("# T\nA[^2]\n[^2]: b", "footnote-order")).toEqual([
      { line: 3, column: 1, message: "Footnote [^2] is the first footnote: number footnotes consecutively from 1 (expected [^1])." },
    ]);
  });

  it("reports a number defined twice", () => {
    expect(problems("# T\nA[^1]\n[^1]: a\n[^1]: again", "footnote-order")).toEqual([
      { line: 4, column: 1, message: "Footnote [^1] is defined twice (first at line 3): give each footnote its own number." },
    ]);
  });
});

describe("footnote-range rule", () => {
  it("accepts footnote 99", () => {
    const refs = Array.from({ length: 99 }, (_, i) => `[^${i + 1}]`).join(" ");
    const defs = Array.from({ length: 99 }, (_, i) => `[^${i + 1}]: n`).join("\n");
    expect(validateMarkup(`# T\n${refs}\n${defs}`)).toEqual([]);
  });

  it("reports footnote 100, a zero, a leading zero and a name", () => {
    const source = "# T\nA[^100] B[^0]\n[^01]: x\n  [^a]: y";
    expect(problems(source, "footnote-range")).toEqual([
      { line: 2, column: 2, message: "Reference [^100] is out of range: number footnotes from 1 to 99." },
      { line: 2, column: 10, message: "Reference [^0] is out of range: number footnotes from 1 to 99." },
      { line: 3, column: 1, message: "Footnote [^01] has a leading zero: write [^1]." },
      { line: 4, column: 3, message: "Footnote [^a] is not a number: number footnotes from 1 to 99." },
    ]);
  });
});

describe("footnote-empty rule", () => {
  it("reports a footnote without text", () => {
    expect(problems("# T\nA[^1]\n[^1]:   ", "footnote-empty")).toEqual([
      { line: 3, column: 1, message: 'Footnote [^1] has no text: write the note after "[^1]:".' },
    ]);
  });
});

describe("footnote-unreferenced rule", () => {
  it("reports a footnote that no text refers to", () => {
    expect(problems("# T\nA[^1]\n[^1]: a\n[^2]: b", "footnote-unreferenced")).toEqual([
      { line: 4, column: 1, message: "Footnote [^2] is never referenced: add [^2] where it applies in the text, or remove the footnote." },
    ]);
  });
});

describe("reference-order rule", () => {
  it("reports a reference that skips a number", () => {
    const source = "# T\nA[^1] B[^3] C[^2]\n[^1]: a\n[^2]: b\n[^3]: c";
    expect(problems(source, "reference-order")).toEqual([
      { line: 2, column: 8, message: "Reference [^3] follows [^1]: reference footnotes in number order (expected [^2])." },
      { line: 2, column: 14, message: "Reference [^2] follows [^3]: reference footnotes in number order (expected [^4])." },
    ]);
  });

  it("reports a first reference other than 1", () => {
    expect(problems("# T\nSee[^2]", "reference-order")).toEqual([
      { line: 2, column: 4, message: "Reference [^2] is the first reference: reference footnotes in number order (expected [^1])." },
    ]);
  });
});

describe("reference-missing rule", () => {
  it("reports every reference to a footnote that does not exist", () => {
    expect(problems("# T\nA[^1]\n[^1]: a\n\nB[^2] and again[^2]", "reference-missing")).toEqual([
      {
        line: 5,
        column: 2,
        message: 'Reference [^2] points to a missing footnote: add a line "[^2]: …" after its paragraph, or remove the reference.',
      },
      {
        line: 5,
        column: 16,
        message: 'Reference [^2] points to a missing footnote: add a line "[^2]: …" after its paragraph, or remove the reference.',
      },
    ]);
  });
});

describe("footnote-placement rule", () => {
  it("reports a footnote separated from its paragraph by another paragraph", () => {
    const source = "# T\nA[^1] B[^2]\n[^1]: a\n\nOther text.\n[^2]: b";
    expect(problems(source, "footnote-placement")).toEqual([
      {
        line: 6,
        column: 1,
        message:
          "Footnote [^2] is not placed with its reference: put it directly after the paragraph at line 2, together with that block's other footnotes.",
      },
    ]);
  });

  it("reports a footnote placed under the wrong paragraph", () => {
    const source = "# T\nA[^1]\n\nB[^2]\n[^1]: a\n[^2]: b";
    expect(problems(source, "footnote-placement")).toEqual([
      {
        line: 5,
        column: 1,
        message:
          "Footnote [^1] is not placed with its reference: put it directly after the paragraph at line 2, together with that block's other footnotes.",
      },
    ]);
  });

  it("reports a footnote of a section placed after the section's closing line", () => {
    const source = "# T\n::: season summer\nA[^1]\n:::\n[^1]: a";
    expect(problems(source, "footnote-placement")[0]?.line).toBe(5);
  });
});
