import { createHash } from "node:crypto";
import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { Version } from "csp_evaluator/dist/csp.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
import { contentSecurityPolicy, EMPTY_STYLE_HASH, inlineHashesOf, sourcesOf } from "../../../src/build/csp";
import { progressCss } from "../../../src/shell/page-loading/progress-style";

const sha = (text: string): string => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = [
  "<!DOCTYPE html><html><head>",
  '<script>window.pagePath="/";</script>',
  '<script id="gatsby-chunk-mapping">\n  window.___chunkMapping="{}";\n</script>',
  '<script src="/app-0123456789abcdef0123.js" async></script>',
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
  '<style data-styled="" data-styled-version="6.6.0">.a{color:red}</style>',
  '</head><body><div style="outline:none" tabindex="-1"><p style="font-family:&quot;Brand&quot;, sans-serif">x</p></div>',
  '<p>a style="not an attribute" in text</p></body></html>',
].join("");

describe("the inline code of a page", () => {
  const hashes = inlineHashesOf(page);

  it("hashes each inline script as written, and no external script or data block", () => {
    expect([...hashes.scripts].sort()).toEqual([sha('window.pagePath="/";'), sha('\n  window.___chunkMapping="{}";\n')].sort());
  });

  it("hashes style elements, those the site's code adds at run time (styled-components' empty one, the progress bar's), and style attributes as the browser decodes them", () => {
    expect([...hashes.styles].sort()).toEqual([sha(".a{color:red}"), EMPTY_STYLE_HASH, sha(progressCss)].sort());
    expect([...hashes.styleAttributes].sort()).toEqual([sha("outline:none"), sha('font-family:"Brand", sans-serif')].sort());
  });
});

describe("the Content-Security-Policy", () => {
  const policy = contentSecurityPolicy("prod", sourcesOf(inlineHashesOf(page)));
  const directive = (name: string): string[] =>
    policy
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? [];

  it("allows exactly the site, the API, the app host, the flag service and the field-data collector of the environment, and the build's inline code by hash", () => {
    expect(directive("script-src")).toEqual(["'self'", "https://apps.movanta.example", ...[...inlineHashesOf(page).scripts].sort()]);
    expect(directive("connect-src")).toEqual([
      "'self'",
      "https://api.movanta.example",
      "https://apps.movanta.example",
      "https://flags.movanta.example",
      "https://rum.movanta.example",
      "https://captcha.movanta.example",
    ]);
    expect(contentSecurityPolicy("stage", sourcesOf(inlineHashesOf(page)))).toContain(
      "connect-src 'self' https://api.internal.movanta-test.com https://apps.internal.movanta-test.com https://flags.internal.movanta-test.com https://rum.internal.movanta-test.com https://captcha.movanta.example;",
    );
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  });

  it("closes objects, base, framing and forms, and opens frames to the captcha provider's challenge alone", () => {
    expect(directive("object-src")).toEqual(["'none'"]);
    expect(directive("frame-src")).toEqual(["https://captcha.movanta.example"]);
    expect(directive("base-uri")).toEqual(["'self'"]);
    expect(directive("frame-ancestors")).toEqual(["'none'"]);
    expect(directive("form-action")).toEqual(["'self'"]);
  });

  it("has no HIGH finding of Google's csp-evaluator", () => {
    const findings = new CspEvaluator(new CspParser(policy).csp, Version.CSP3).evaluate();
    expect(findings.filter((f) => f.severity === Severity.HIGH).map((f) => `${f.directive}: ${f.description}`)).toEqual([]);
  });
});
