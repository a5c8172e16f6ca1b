import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { validateMarkup } from "../../../src/markup";

const docs = readFileSync(resolve(process.cwd(), "docs/markup.md"), "utf8");
const examples = [...docs.matchAll(/```md\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");

describe("docs/markup.md", () => {
  it("has markup examples", () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it.each(examples.map((example, index) => [index + 1, example]))("shows a valid example as number %i", (_index, example) => {
    // Fragments of a page get a title so that only their own construct is checked.
    const source = example.startsWith("#") ? example : `# Title\n${example}`;
    expect(validateMarkup(source)).toEqual([]);
  });
});
