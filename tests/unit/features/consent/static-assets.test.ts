import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { consentAssetUrls, publishConsentAssets } from "../../../../src/features/consent/build/static-assets";
import { tempDir } from "../../temp-dir";

function project(script: string): string {
  const root = tempDir("consent-assets-");
  mkdirSync(join(root, "static"));
  writeFileSync(join(root, "static", "consent-mode.js"), script);
  writeFileSync(join(root, "static", "consent.css"), ".consent-banner{}");
  return root;
}

describe("the consent files' published names", () => {
  it("carry their content's hash, so a changed file gets a new address", () => {
    const first = consentAssetUrls(project("one"));
    const second = consentAssetUrls(project("two"));
    expect(first.script).toMatch(/^\/consent-mode-[0-9a-f]{20}\.js$/);
    expect(first.style).toMatch(/^\/consent-[0-9a-f]{20}\.css$/);
    expect(second.script).not.toBe(first.script);
    expect(second.style).toBe(first.style);
  });

  it("are the files published into the build's output", () => {
    const root = project("one");
    const out = join(root, "public");
    mkdirSync(out);
    publishConsentAssets(out, root);
    const { script, style } = consentAssetUrls(root);
    expect(readFileSync(join(out, script), "utf8")).toBe("one");
    expect(existsSync(join(out, style))).toBe(true);
  });
});
