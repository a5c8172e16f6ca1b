import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BuildInputs } from "../../../src/build/build-key";
import { forgetGatsbyRun, refreshPlan, rememberGatsbyRun } from "../../../src/build/refresh-plan";
import { inputHashes } from "../../../src/content/build/input-files";
import { fixtureRoot } from "../content/fixture-root";

/** A project with one file of each kind of input, one dated page among them, after a Gatsby run that went through. */
function builtProject(): string {
  const root = fixtureRoot({
    "content/_shared/en/pages/faq.json": '{ "title": "FAQ" }',
    "content/de/winter.json": '{ "publishFrom": "2026-12-02T00:00:00Z" }',
    "src/i18n/messages/en-GB/common.json": "{}",
    "src/components/page.tsx": "export {};",
    "markets/ie.ts": "export {};",
    "static/icon.svg": "<svg/>",
    "package-lock.json": "{}",
  });
  rememberGatsbyRun(inputsOf(root));
  return root;
}

const inputsOf = (root: string, change: Partial<BuildInputs> = {}): BuildInputs => ({
  root,
  inputs: inputHashes(root),
  answers: "answers-1",
  markets: ["ie"],
  at: new Date("2026-11-20T10:00:00Z"),
  env: { API_BASE: "fixture" },
  ...change,
});

describe("build:all's refresh after a change of content only", () => {
  it("follows a changed content file, naming it", () => {
    const root = builtProject();
    writeFileSync(join(root, "content/_shared/en/pages/faq.json"), '{ "title": "Questions" }');
    expect(refreshPlan(inputsOf(root))).toEqual({ refresh: true, changed: ["content/_shared/en/pages/faq.json"] });
  });

  it("leaves a component, a text bundle, a market config, a static file or a dependency to the Gatsby run, naming the file", () => {
    for (const file of [
      "src/components/page.tsx",
      "src/i18n/messages/en-GB/common.json",
      "markets/ie.ts",
      "static/icon.svg",
      "package-lock.json",
    ]) {
      const root = builtProject();
      writeFileSync(join(root, "content/_shared/en/pages/faq.json"), '{ "title": "Questions" }');
      writeFileSync(join(root, file), `${file} changed`);
      expect(refreshPlan(inputsOf(root)), file).toEqual({ refresh: false, reason: `inputs other than content changed: ${file}` });
    }
  });

  it("leaves new web API answers, other markets, another environment, a passed publishing date or a new season to the Gatsby run", () => {
    const root = builtProject();
    for (const change of [
      { answers: "answers-2" },
      { markets: ["ie", "uk"] },
      { env: { API_BASE: "https://api.movanta.example" } },
      { at: new Date("2026-12-02T10:00:00Z") },
      { at: new Date("2027-06-20T10:00:00Z") },
    ]) {
      expect(refreshPlan(inputsOf(root, change)).refresh, JSON.stringify(change)).toBe(false);
    }
    expect(refreshPlan(inputsOf(root)).refresh).toBe(true);
  });

  it("leaves a content file added or removed to the Gatsby run, which knows the pages it makes", () => {
    const root = builtProject();
    writeFileSync(join(root, "content/_shared/en/pages/new.json"), "{}");
    expect(refreshPlan(inputsOf(root))).toEqual({
      refresh: false,
      reason: "content files added or removed: content/_shared/en/pages/new.json",
    });
  });

  it("has nothing to refresh before a Gatsby run went through, or once one started", () => {
    const root = builtProject();
    forgetGatsbyRun(root);
    expect(refreshPlan(inputsOf(root))).toEqual({ refresh: false, reason: "no Gatsby run to refresh from" });
  });
});
