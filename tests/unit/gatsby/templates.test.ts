import { existsSync } from "node:fs";
import { join } from "node:path";
import { layouts } from "../../../src/content/schema";
import { pageComponent } from "../../../src/gatsby/templates";

describe("the page component createPages picks", () => {
  it.each(layouts)("is an existing file of its own for the %s layout", (layout) => {
    const file = pageComponent("start", layout);
    expect(existsSync(file), file).toBe(true);
    expect(file).toMatch(/[\\/]src[\\/]templates[\\/]by-layout[\\/][a-z-]+\.tsx$/);
  });

  it("is the same for every template without a part of its own", () => {
    expect(pageComponent("corporate", "navigationWithoutLayout")).toBe(pageComponent("start", "navigationWithoutLayout"));
    expect(pageComponent("start", "navigationWithoutLayout")).toMatch(/by-layout[\\/]navigation-without-layout\.tsx$/);
  });

  it.each(["not-found", "server-error"] as const)("is the %s template's own, whatever the layout", (template) => {
    expect(pageComponent(template, "ibe")).toMatch(new RegExp(`[\\\\/]src[\\\\/]templates[\\\\/]${template}\\.tsx$`));
    expect(pageComponent(template, "ibe")).toBe(pageComponent(template, "zen"));
  });

  it("is the plus FAQ's own in the plus layout only: it links the offers instead of listing them", () => {
    expect(pageComponent("faq", "plus")).toMatch(/[\\/]src[\\/]templates[\\/]plus-faq\.tsx$/);
    expect(existsSync(pageComponent("faq", "plus"))).toBe(true);
    expect(pageComponent("faq", "ride")).toBe(pageComponent("start", "ride"));
    expect(pageComponent("start", "plus")).toBe(pageComponent("faq", "plus").replace("plus-faq", join("by-layout", "plus")));
  });
});
