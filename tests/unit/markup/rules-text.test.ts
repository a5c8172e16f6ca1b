import { describe, expect, it } from "vitest";
import { validateMarkup } from "../../../src/markup";

const only = (source: string) => validateMarkup(source).map(({ line, column, rule, message }) => ({ line, column, rule, message }));

describe("html rule", () => {
  it("accepts a comparison written with spaces and an ampersand in a name", () => {
    expect(validateMarkup("# Prices\n\nSmall cars cost a < b, ask R&D & co.")).toEqual([]);
  });

  it("reports a tag at its line and column", () => {
    expect(only("# Title\n\nRent <b>now</b>.")).toEqual([
      { line: 3, column: 6, rule: "html", message: 'HTML is not allowed in text ("<b"): use **bold** or *italic* instead.' },
      { line: 3, column: 12, rule: "html", message: 'HTML is not allowed in text ("</b"): use **bold** or *italic* instead.' },
    ]);
  });

  it("suggests link markup for an anchor tag", () => {
    expect(only('# Title\n<a href="/x">x')).toEqual([
      { line: 2, column: 1, rule: "html", message: 'HTML is not allowed in text ("<a"): write links as [text](https://…) instead.' },
    ]);
  });

  it("reports a comment and an entity", () => {
    expect(only("# Title\nA <!-- hidden --> &nbsp; and &#x41;")).toEqual([
      { line: 2, column: 3, rule: "html", message: 'HTML is not allowed in text ("<!--"): remove the comment.' },
      { line: 2, column: 19, rule: "html", message: 'HTML entities are not allowed in text ("&nbsp;"): type the character itself.' },
      { line: 2, column: 30, rule: "html", message: 'HTML entities are not allowed in text ("&#x41;"): type the character itself.' },
    ]);
  });
});

describe("start-heading rule", () => {
  it("accepts content whose first line is a heading after blank lines", () => {
    expect(validateMarkup("\n\n## Offers\nText")).toEqual([]);
  });

  it("reports content that starts with a paragraph at its first character", () => {
    expect(only("\n  Welcome\n# Title")).toEqual([
      {
        line: 2,
        column: 3,
        rule: "start-heading",
        message: 'Content must start with a heading: begin the first line with "# " and the title.',
      },
    ]);
  });

  it("asks for a space after the hash when the first line is #Title", () => {
    expect(only("#Title")).toEqual([
      { line: 1, column: 1, rule: "start-heading", message: 'Content must start with a heading: put a space after "#" (write "# Title").' },
    ]);
  });

  it("reports empty content at line 1, column 1", () => {
    expect(only(" \n\n")).toEqual([
      { line: 1, column: 1, rule: "start-heading", message: 'The content is empty: start it with a heading such as "# Title".' },
    ]);
  });
});

describe("empty-heading and heading-level rules", () => {
  it("accepts headings from level 1 to 6, including one made of a shortcode", () => {
    expect(validateMarkup("# A\n## B\n### C\n#### D\n##### E\n###### [Year]")).toEqual([]);
  });

  it("reports a heading without text at its line and column", () => {
    expect(only("# Title\n\n  ##   \nText")).toEqual([
      { line: 3, column: 3, rule: "empty-heading", message: 'Heading has no text: write the text after "## " or remove the line.' },
    ]);
  });

  it("reports a heading deeper than level 6", () => {
    expect(only("# Title\n####### Deep")).toEqual([
      { line: 2, column: 1, rule: "heading-level", message: "Heading level 7 is too deep: use at most six # (######)." },
    ]);
  });
});

describe("unknown-shortcode rule", () => {
  it("accepts every known shortcode and escaped brackets", () => {
    expect(validateMarkup("# [CityName]\n[Year] [BranchName] [YouTube AbCdEfGh-_9] \\[note\\]")).toEqual([]);
  });

  it("reports an unknown shortcode with the valid list", () => {
    expect(only("# Title\nOpen in [Month]")).toEqual([
      {
        line: 2,
        column: 9,
        rule: "unknown-shortcode",
        message:
          "Unknown shortcode [Month]: use [Year], [BranchName], [CityName] or [YouTube AbCdEfGhIjK]; write \\[ and \\] to show square brackets.",
      },
    ]);
  });

  it("suggests the right spelling of a miswritten shortcode", () => {
    expect(only("# Title\n[year]")[0]?.message).toBe(
      "Unknown shortcode [year]: did you mean [Year]? Shortcodes are case-sensitive and have no spaces.",
    );
  });

  it("points a lowercase youtube shortcode to the right spelling", () => {
    expect(only("# Title\n[youtube AbCdEfGhIjK]")[0]?.message).toBe(
      "Unknown shortcode [youtube AbCdEfGhIjK]: did you mean [YouTube …]? Shortcodes are case-sensitive.",
    );
  });

  it("explains a YouTube shortcode without a valid id", () => {
    expect(only("# Title\n[YouTube] [YouTube abc]")).toEqual([
      {
        line: 2,
        column: 1,
        rule: "unknown-shortcode",
        message: "Shortcode [YouTube] needs a video id: write [YouTube AbCdEfGhIjK] with the 11-character id from the video address.",
      },
      {
        line: 2,
        column: 11,
        rule: "unknown-shortcode",
        message:
          'YouTube video id "abc" is not valid: use the 11-character id (letters, digits, - and _) from the video address, e.g. [YouTube AbCdEfGhIjK].',
      },
    ]);
  });
});

describe("link rule", () => {
  it("accepts web, mail, phone and site links with titles and new windows", () => {
    const source =
      '# Title\n[a](https://x.example) [b](_http://x.example "T") [c](mailto:a@x.example) [d](tel:+4912) [e](/offers) [f](#top) [g](cars/suv)';
    expect(validateMarkup(source)).toEqual([]);
  });

  it("reports an address with a forbidden scheme", () => {
    expect(only("# Title\nSee [this](JavaScript:run)")).toEqual([
      {
        line: 2,
        column: 5,
        rule: "link",
        message:
          'Link address "JavaScript:run" is not allowed: use an https://, http://, mailto: or tel: address, or a site path such as /offers.',
      },
    ]);
  });

  it("reports an incomplete link", () => {
    expect(only("# Title\n[Book](/book now)")).toEqual([
      {
        line: 2,
        column: 1,
        rule: "link",
        message:
          'Link "[Book](" is incomplete: write [text](https://example.com "optional title") with no spaces, quotes or brackets in the address.',
      },
    ]);
  });
});

describe("problem order", () => {
  it("sorts problems by line then column", () => {
    const problems = validateMarkup("Intro <i>\n# T\n[X] <b>");
    expect(problems.map((p) => [p.line, p.column, p.rule])).toEqual([
      [1, 1, "start-heading"],
      [1, 7, "html"],
      [3, 1, "unknown-shortcode"],
      [3, 5, "html"],
    ]);
  });
});
