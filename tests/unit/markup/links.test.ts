import { describe, expect, it } from "vitest";
import { safeHref } from "../../../src/markup";

describe("safeHref", () => {
  it.each([
    "https://x.example/a?b=c#d",
    "http://x.example",
    "HTTPS://X.EXAMPLE",
    "mailto:desk@x.example",
    "tel:+4930123",
    "/offers",
    "#top",
    "cars/suv",
    "?page=2",
    "a/b:c",
  ])("allows %s", (url) => {
    expect(safeHref(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "//evil.example",
    "java\tscript:x",
    "java\u0000script:x",
    " javascript:x",
    "javascript\u00a0:x",
    "/\\evil.example",
    "file:///etc",
    "x:y",
    "",
  ])("refuses %j", (url) => {
    expect(safeHref(url)).toBeNull();
  });
});
