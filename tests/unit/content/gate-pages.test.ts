import { layouts, templates } from "../../../src/content/schema";
import { gatePages } from "../../e2e/gate-pages";

describe("the quality gates' page list", () => {
  it("holds every page template, so a new template cannot skip the CLS, accessibility and Lighthouse gates", () => {
    const listed = new Set(gatePages.map((p) => p.template));
    expect(templates.filter((t) => !listed.has(t))).toEqual([]);
  });

  it("holds every layout", () => {
    const listed = new Set(gatePages.map((p) => p.layout));
    expect(layouts.filter((l) => !listed.has(l))).toEqual([]);
  });

  it("visits each page once", () => {
    const urls = gatePages.map((p) => `${p.host ?? ""}${p.path}`);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
