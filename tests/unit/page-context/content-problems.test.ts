import { contentProblemsOf } from "../../../src/page-context/content-problems";

describe("the content problems a page context carries", () => {
  it("are its lines", () => {
    expect(contentProblemsOf({ title: "Start", contentProblems: ["content/us/start.json:2:38: malformed JSON"] })).toEqual([
      "content/us/start.json:2:38: malformed JSON",
    ]);
  });

  it.each([undefined, null, "text", {}, { contentProblems: "one line" }])("are none in %j", (context) => {
    expect(contentProblemsOf(context)).toEqual([]);
  });

  it("leave out anything that is not a line", () => {
    expect(contentProblemsOf({ contentProblems: ["a.json:1:1: x", 3, null] })).toEqual(["a.json:1:1: x"]);
  });
});
