import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markup, parseMarkup, validateMarkup, type MarkupContext } from "../../../src/markup";

const context: MarkupContext = { year: 2026, branchName: "Central", cityName: "Porto", now: new Date("2026-02-10T00:00:00Z") };
const TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "strong", "em", "a", "ul", "ol", "li", "sup", "section", "iframe", "bdi"]);
// aria-current: site links are router links, which mark a link to the current page.
// dir: phone numbers, e-mail addresses and tel:/mailto: links read left to right on an Arabic page.
const ATTRIBUTES = new Set([
  "dir",
  "href",
  "title",
  "target",
  "rel",
  "id",
  "value",
  "aria-label",
  "aria-current",
  "src",
  "loading",
  "allow",
  "allowfullscreen",
]);
const PIECES = [
  "#",
  "*",
  "_",
  "[",
  "]",
  "(",
  ")",
  "^",
  ":",
  "<",
  ">",
  "-",
  "\n",
  " ",
  "\\",
  '"',
  "a",
  "1",
  "&",
  ";",
  "=",
  "::: season winter",
  ":::",
  "[^1]",
  "[^1]: ",
  "[Year]",
  "[YouTube AbCdEfGhIjK]",
  "](",
  "_https://x",
  "javascript:",
  "JaVaScRiPt:",
  "data:",
  "//evil",
  "\t",
  "\u0000",
  "script",
  "style",
  " onerror=",
  "iframe",
  "&amp;",
  "**",
  "mailto:",
];

const URL_PARTS = [
  "javascript:",
  "JaVaScRiPt:",
  "data:",
  "vbscript:",
  "//",
  "evil",
  "/",
  "\\",
  "#",
  "alert",
  ":",
  "\u0001",
  "\u00a0",
  "https://x",
  "mailto:",
  "tel:",
  "_",
];
const linkish = fc
  .tuple(fc.constantFrom("", "_"), fc.array(fc.constantFrom(...URL_PARTS), { minLength: 1, maxLength: 4 }), fc.boolean())
  .map(([prefix, url, titled]) => `[go](${prefix}${url.join("")}${titled ? ' "t"' : ""})`);
const markupish = fc.array(fc.oneof(fc.constantFrom(...PIECES), linkish), { maxLength: 120 }).map((parts) => parts.join(""));

// An oracle written apart from safeHref, so a mistake there cannot hide itself.
function allowedHref(href: string): boolean {
  if (/[\s\u0000-\u001f\u007f-\u00a0\\]/.test(href) || href.startsWith("//")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme !== undefined) return ["http", "https", "mailto", "tel"].includes(scheme);
  return !/^[^/?#]*:/.test(href);
}
const anyText = fc.oneof(fc.string(), fc.string({ unit: "binary", maxLength: 200 }), markupish);

const html = (source: string) => renderToStaticMarkup(<Markup source={source} context={context} />);
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function assertOnlyLanguageMarkup(output: string): void {
  expect(output).not.toMatch(/<script|<style/i);
  for (const tag of output.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    expect(TAGS.has(tag[1] ?? "")).toBe(true);
    for (const attribute of (tag[2] ?? "").matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      const [, name = "", value = ""] = attribute;
      expect(ATTRIBUTES.has(name)).toBe(true);
      // Browsers drop controls and spaces in URLs before reading the scheme.
      const url = decode(value).replace(/[\u0000-\u0020]/g, "");
      if (name === "href" || name === "src") expect(url).not.toMatch(/^(javascript|vbscript|data):/i);
      if (name === "href") expect(allowedHref(decode(value))).toBe(true);
      if (name === "src") expect(value).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    }
  }
}

describe("markup properties", () => {
  it("parses and validates any string without throwing", () => {
    fc.assert(
      fc.property(anyText, (source) => {
        parseMarkup(source);
        const problems = validateMarkup(source);
        const sorted = [...problems].sort((a, b) => a.line - b.line || a.column - b.column);
        expect(problems).toEqual(sorted);
      }),
      { numRuns: 400 },
    );
  });

  it("renders only elements and attributes of the language", () => {
    fc.assert(
      fc.property(anyText, (source) => {
        assertOnlyLanguageMarkup(html(source));
      }),
      { numRuns: 400 },
    );
  });

  it("renders the same markup twice for the same input and context", () => {
    fc.assert(
      fc.property(anyText, (source) => {
        expect(html(source)).toBe(html(source));
      }),
      { numRuns: 200 },
    );
  });

  it("reports positions inside the source text", () => {
    fc.assert(
      fc.property(markupish, (source) => {
        const lines = source.split(/\r\n|\r|\n/);
        for (const problem of validateMarkup(source)) {
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.line).toBeLessThanOrEqual(lines.length);
          expect(problem.column).toBeGreaterThanOrEqual(1);
          expect(problem.column).toBeLessThanOrEqual((lines[problem.line - 1]?.length ?? 0) + 1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
