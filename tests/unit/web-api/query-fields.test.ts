import * as v from "valibot";
import { id, queryBool, queryInt, queryList } from "../../../src/web-api/fields";

/** The parsed value, or the dotted path and nothing else of the first issue. */
const parse = (schema: v.GenericSchema, value: unknown): { output: unknown } | { issue: string } => {
  const parsed = v.safeParse(v.object({ q: schema }), { q: value });
  return parsed.success ? { output: parsed.output.q } : { issue: v.getDotPath(parsed.issues[0]) ?? "" };
};

describe("query fields: the client's typed value and the wire's text", () => {
  it("reads a whole number from either, in its range", () => {
    const page = queryInt(1, 50);
    expect(parse(page, 3)).toEqual({ output: 3 });
    expect(parse(page, "12")).toEqual({ output: 12 });
    for (const bad of [0, 51, 2.5, "0", "51", "1e1", "", " 3", "three", true, null, ["3"]])
      expect(parse(page, bad)).toEqual({ issue: "q" });
  });

  it("reads a yes or no from a boolean or from true and false", () => {
    expect(parse(queryBool, true)).toEqual({ output: true });
    expect(parse(queryBool, "false")).toEqual({ output: false });
    for (const bad of ["yes", "TRUE", "", 1, null]) expect(parse(queryBool, bad)).toEqual({ issue: "q" });
  });

  it("reads a list from an array or from comma-separated text, each item checked, at most max", () => {
    const ids = queryList(id, 3);
    expect(parse(ids, ["a", "b"])).toEqual({ output: ["a", "b"] });
    expect(parse(ids, "a,b,c")).toEqual({ output: ["a", "b", "c"] });
    expect(parse(ids, "")).toEqual({ output: [] });
    expect(parse(ids, "a,b,c,d")).toEqual({ issue: "q" });
    expect(parse(ids, [1])).toHaveProperty("issue");
    expect(parse(ids, "a,b c")).toEqual({ issue: "q.1" });
    expect(parse(ids, 7)).toEqual({ issue: "q" });
  });
});
