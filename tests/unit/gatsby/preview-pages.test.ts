import { CONTENT_PROBLEMS } from "../../../src/page-context/content-problems";
import { PreviewPages, problemsComponent, thrownFailure } from "../../../src/gatsby/preview-pages";
import type { MadePages, NewPage } from "../../../src/gatsby/site-pages";
import { formatProblem } from "../../../src/content/problems";

const start: NewPage = { path: "/", component: "/site/start.tsx", context: { title: "Start" } };
const help: NewPage = { path: "/help", component: "/site/help.tsx", context: { title: "Help" } };
const good = (...pages: NewPage[]): MadePages => ({ pages });
const lines = [formatProblem({ file: "content/us/start.json", line: 2, column: 38, message: "malformed JSON: expected a value" })];
const broken: MadePages = { failure: { message: `content:check found 1 problem(s):\n${lines.join("\n")}`, lines } };

describe("the pages npm run dev creates", () => {
  it("are a good run's pages, as they were made", () => {
    expect(new PreviewPages().next(good(start, help))).toEqual([start, help]);
  });

  it("are the last good run's pages again after a run with problems, each carrying content:check's lines", () => {
    const preview = new PreviewPages();
    preview.next(good(start, help));
    const pages = preview.next(broken);
    expect(pages.map((p) => [p.path, p.component])).toEqual([
      ["/", "/site/start.tsx"],
      ["/help", "/site/help.tsx"],
    ]);
    expect(pages.map((p) => p.context)).toEqual([
      { title: "Start", [CONTENT_PROBLEMS]: ["content/us/start.json:2:38: malformed JSON: expected a value"] },
      { title: "Help", [CONTENT_PROBLEMS]: ["content/us/start.json:2:38: malformed JSON: expected a value"] },
    ]);
  });

  it("keep the last good pages through several runs with problems, with the latest lines", () => {
    const preview = new PreviewPages();
    preview.next(good(start));
    preview.next(broken);
    const other = ["content/us/start.json:3:21: banner_display: Invalid input: expected boolean, received string"];
    expect(preview.next({ failure: { message: other.join("\n"), lines: other } })).toEqual([
      { ...start, context: { title: "Start", [CONTENT_PROBLEMS]: other } },
    ]);
  });

  it("are the fixed run's pages, without lines, once the problems are gone", () => {
    const preview = new PreviewPages();
    preview.next(good(start));
    preview.next(broken);
    const fixed: NewPage = { ...start, context: { title: "Start again" } };
    expect(preview.next(good(fixed))).toEqual([fixed]);
    expect(preview.next(broken)[0]?.context).toEqual({ title: "Start again", [CONTENT_PROBLEMS]: lines });
  });

  it("are one page for every path, of the lines alone, before any good run", () => {
    expect(new PreviewPages("/site/problems.tsx").next(broken)).toEqual([
      { path: "/", matchPath: "/*", component: "/site/problems.tsx", context: { [CONTENT_PROBLEMS]: lines } },
    ]);
    expect(problemsComponent("/site")).toMatch(/[\\/]site[\\/]src[\\/]templates[\\/]content-problems\.tsx$/);
  });

  it("show a createPages that threw like a problem", () => {
    const made = thrownFailure(new Error("the fixture API did not start"));
    expect(made).toEqual({
      failure: {
        message: "createPages failed: the fixture API did not start",
        lines: ["createPages failed: the fixture API did not start"],
      },
    });
  });
});
