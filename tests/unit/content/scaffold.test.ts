import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { markets } from "../../../markets/index";
import { checkProject } from "../../../src/content/check";
import { formatProblem } from "../../../src/content/problems";
import { newPageFiles, requestProblem } from "../../../src/content/scaffold";
import { tempDir } from "../temp-dir";

const market = (id: string) => markets.find((m) => m.id === id);

/** A copy of the project's content and text bundles, which a test may add files to. */
function projectCopy(): string {
  const root = tempDir("scaffold-");
  cpSync(join(process.cwd(), "content"), join(root, "content"), { recursive: true });
  cpSync(join(process.cwd(), "src", "i18n", "messages"), join(root, "src", "i18n", "messages"), { recursive: true });
  return root;
}

describe("a new page's files (npm run content:new)", () => {
  it("are one per language of the market's host, in each market's own folder", () => {
    const { files, problems } = newPageFiles(
      process.cwd(),
      { name: "winter-tyres", template: "editorial", layout: "navigation", market: market("ch") },
      markets,
    );
    expect(problems).toEqual([]);
    expect(files.map((f) => [f.file, f.language])).toEqual([
      ["content/ch/winter-tyres.json", "de"],
      ["content/ch-fr/winter-tyres.json", "fr"],
    ]);
    expect(JSON.parse(files[0]?.text ?? "")).toEqual({
      template: "editorial",
      layout: "navigation",
      path: "/winter-tyres",
      title: "Winter tyres",
      description: "",
      body: "# Winter tyres\n",
    });
  });

  it("are one per language any market speaks without a market, and pass content:check on every market", () => {
    const root = projectCopy();
    const { files } = newPageFiles(root, { name: "winter-tyres", template: "faq", layout: "plus" }, markets);
    expect(files.map((f) => f.language)).toEqual([...new Set(markets.map((m) => m.langAlpha2))].sort());
    expect(files.every((f) => f.file === `content/_shared/${f.language}/pages/winter-tyres.json`)).toBe(true);
    for (const { file, text } of files) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const check = checkProject(root, markets);
    expect(check.problems.map(formatProblem)).toEqual([]);
    expect(check.pages.get("de")?.find((p) => p.name === "winter-tyres")?.urlPath).toBe("/winter-tyres");
  });

  it("never overwrite a file, and refuse names, templates and layouts the schema does not know", () => {
    const { problems } = newPageFiles(process.cwd(), { name: "magazine", template: "editorial", layout: "navigation" }, markets);
    expect(problems).toContain("content/_shared/de/pages/magazine.json exists already: choose another name or edit it");
    expect(requestProblem("Winter_Tyres", "editorial", "navigation")).toMatch(/lower-case words joined by hyphens/);
    expect(requestProblem("winter", "home", "navigation")).toMatch(/^unknown template "home"/);
    expect(requestProblem("winter", "editorial", "wide")).toMatch(/^unknown layout "wide"/);
    expect(requestProblem("winter", "editorial", "navigation")).toBeUndefined();
  });
});
