import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const root = process.cwd();

/** The files a module imports statically (type-only imports and dynamic import() left out), and the packages. */
function staticImports(file: string): { files: string[]; packages: string[] } {
  const code = readFileSync(file, "utf8");
  const specifiers = [...code.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s*from\s+"([^"]+)";/gms)]
    // `import { type A, type B } from` is erased like `import type`.
    .filter(([, names]) => !/^\{\s*(?:type\s+\w+\s*,?\s*)+\}$/.test(names ?? ""))
    .map(([, , specifier]) => specifier ?? "");
  const files: string[] = [];
  const packages: string[] = [];
  for (const specifier of specifiers) {
    if (!specifier.startsWith(".")) {
      packages.push(specifier);
      continue;
    }
    const base = join(dirname(file), specifier);
    const found = [".ts", ".tsx", "/index.ts", "/index.tsx", ""]
      .map((ending) => base + ending)
      .find((path) => existsSync(path) && /\.tsx?$/.test(path));
    if (found) files.push(found);
  }
  return { files, packages };
}

/** Every module and package a template's chunk holds: what its static imports reach. */
function firstLoad(template: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [join(root, "src/templates", `${template}.tsx`)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const found = staticImports(file);
    found.packages.forEach((name) => packages.add(name));
    queue.push(...found.files);
  }
  return { files: new Set([...files].map((file) => relative(root, file))), packages };
}

const helpTemplates = ["help-home", "help-search", "help-category", "help-section", "help-article", "ride-help-home", "ride-help-article"];

describe("what a help page's first load carries", () => {
  it.each(helpTemplates)("%s reaches no web-API client, schema or valibot until the visitor searches, writes or votes", (template) => {
    const { files, packages } = firstLoad(template);
    expect(files.has("src/templates/parts/help-template.tsx")).toBe(true);
    expect([...files].filter((file) => file.startsWith("src/web-api/") && !/\/(errors|help-search-limits)\.ts$/.test(file))).toEqual([]);
    expect([...packages].filter((name) => name.startsWith("valibot"))).toEqual([]);
  });

  it("the home page reaches the search's results and the centre's calls only as chunks of their own", () => {
    const { files } = firstLoad("help-home");
    expect(files.has("src/features/help-centre/search/help-search.tsx")).toBe(true);
    expect(files.has("src/features/help-centre/search/search-results.tsx")).toBe(false);
    expect(files.has("src/features/help-centre/calls.ts")).toBe(false);
    expect(files.has("src/features/help-centre/search/local-index.ts")).toBe(false);
  });
});
