import { describe, expect, it } from "vitest";
import { parseMarkup, type Block, type Inline } from "../../../src/markup";

const inline = (text: string): Inline[] => {
  const block = parseMarkup(text).blocks[0];
  return block?.kind === "paragraph" ? block.children : [];
};
const t = (value: string): Inline => ({ kind: "text", value });

describe("inline parsing", () => {
  it("reads bold, italic with * and _, and both at once", () => {
    expect(inline("**a** *b* _c_ ***d***")).toEqual([
      { kind: "strong", children: [t("a")] },
      t(" "),
      { kind: "em", children: [t("b")] },
      t(" "),
      { kind: "em", children: [t("c")] },
      t(" "),
      { kind: "strong", children: [{ kind: "em", children: [t("d")] }] },
    ]);
  });

  it("nests italic inside bold", () => {
    expect(inline("**bold *and* more**")).toEqual([
      { kind: "strong", children: [t("bold "), { kind: "em", children: [t("and")] }, t(" more")] },
    ]);
  });

  it("leaves underscores inside words, lone stars and unmatched delimiters as text", () => {
    expect(inline("snake_case_name 5 * 3 *open **x")).toEqual([t("snake_case_name 5 * 3 *open **x")]);
  });

  it("turns backslash escapes into the plain character", () => {
    expect(inline("\\*not\\* \\[Year\\] \\_x\\_ \\\\")).toEqual([t("*not* [Year] _x_ \\")]);
  });

  it("reads a link with a title and a new-window marker", () => {
    expect(inline('[Book *now*](_https://x.example/b "Book a car")')).toEqual([
      {
        kind: "link",
        url: "https://x.example/b",
        newWindow: true,
        title: "Book a car",
        children: [t("Book "), { kind: "em", children: [t("now")] }],
        at: { line: 1, column: 1 },
      },
    ]);
  });

  it("keeps emphasis that spans a line break within a paragraph", () => {
    expect(inline("*one\ntwo*")).toEqual([{ kind: "em", children: [t("one\ntwo")] }]);
  });
});

describe("block parsing", () => {
  it("reads headings, lists with either marker, footnotes and sections with positions", () => {
    const blocks: Block[] = parseMarkup("## Head\n- a\n* b\n\n[^1]: note\n::: season summer\n:::").blocks;
    expect(blocks.map((b) => [b.kind, b.at.line, b.at.column])).toEqual([
      ["heading", 1, 1],
      ["list", 2, 1],
      ["footnote", 5, 1],
      ["season", 6, 1],
    ]);
    expect(blocks[1]?.kind === "list" && blocks[1].items.length).toBe(2);
  });

  it("joins consecutive lines into one paragraph and splits at blank lines", () => {
    expect(parseMarkup("a\nb\r\n\r\nc").blocks.map((b) => b.kind)).toEqual(["paragraph", "paragraph"]);
  });

  it("treats #text, -text and *text at a line start as paragraph text", () => {
    expect(parseMarkup("#tag\n-5 °C\n*very* cold").blocks.map((b) => b.kind)).toEqual(["paragraph"]);
  });
});
