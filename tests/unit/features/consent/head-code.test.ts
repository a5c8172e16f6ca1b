import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compactCss, CONSENT_HEAD_DIR, consentHeadCode } from "../../../../src/features/consent/build/head-code";
import { tempDir } from "../../temp-dir";

function project(script: string, style: string): string {
  const root = tempDir("consent-assets-");
  const head = join(root, CONSENT_HEAD_DIR);
  mkdirSync(head, { recursive: true });
  writeFileSync(join(head, "consent-mode.js"), script);
  writeFileSync(join(head, "consent.css"), style);
  return root;
}

describe("the consent files' code in every page's head", () => {
  it("is the files' code without indentation, so a changed file changes every page", () => {
    const code = consentHeadCode(
      project("(function (d) {\n  var a = 1;\n  g(a);\n})(document);\n", ".consent-banner {\n  color: red;\n}\n"),
    );
    expect(code).toEqual({ script: "(function (d) {\nvar a = 1;\ng(a);\n})(document);", style: ".consent-banner {\ncolor: red;\n}" });
  });

  it("leaves the styles' comments out and keeps a value that spans lines apart at its line break", () => {
    expect(compactCss("/* why */\n.a {\n  /* note */\n  padding: 1px\n    2px;\n}\n")).toBe(".a {\npadding: 1px\n2px;\n}");
  });

  it("is the repository's Consent Mode script and banner styles, with no comment left in them", () => {
    const code = consentHeadCode();
    expect(code.script).toContain('g("consent", "default"');
    expect(code.style).toContain("html[data-consent] .consent-banner { display: none; }");
    expect(code.style).not.toContain("/*");
  });
});
