import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaFields, withChanged } from "./schema-fields";

const block = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hero"), title: z.string(), shared: z.boolean().optional() }),
  z.object({ type: z.literal("faq"), title: z.string(), items: z.array(z.object({ q: z.string() })) }),
]);
const schema = z.object({
  id: z.string(),
  links: z.object({ terms: z.string().optional(), nested: z.object({ deep: z.number() }) }).strict(),
  lines: z.array(z.enum(["car", "van"])).min(1),
  blocks: z.array(block).default([]),
});

describe("the schema walker", () => {
  it("names every leaf field, nested objects, list items and union variants included", () => {
    expect(schemaFields(schema).map((f) => f.path)).toEqual([
      "id",
      "links.terms",
      "links.nested.deep",
      "lines[]",
      "blocks[].type",
      "blocks[]{type=hero}.title",
      "blocks[]{type=hero}.shared",
      "blocks[]{type=faq}.title",
      "blocks[]{type=faq}.items[].q",
    ]);
  });

  it("changes a field wherever a value sets it, and only there", () => {
    const value = {
      id: "a",
      lines: ["car"],
      blocks: [
        { type: "hero", title: "Hi" },
        { type: "faq", title: "Q", items: [{ q: "1" }, { q: "2" }] },
      ],
    };
    const [, , , lines, , heroTitle, , , question] = schemaFields(schema);
    if (!lines || !heroTitle || !question) throw new Error("fields missing");
    expect(withChanged(value, lines).lines).toEqual(["van"]);
    expect(withChanged(value, heroTitle).blocks.map((b) => b.title)).toEqual(["Hix", "Q"]);
    expect(withChanged(value, question).blocks[1]).toEqual({ type: "faq", title: "Q", items: [{ q: "1x" }, { q: "2x" }] });
  });

  it("refuses a value that does not set the field, so a fixture cannot skip one", () => {
    const terms = schemaFields(schema).find((f) => f.path === "links.terms");
    if (!terms) throw new Error("links.terms missing");
    expect(() => withChanged({ id: "a", links: {} }, terms)).toThrow("the fixture sets no links.terms");
  });
});
