import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { ownComponentTemplates, ownLayoutTemplates } from "../../../src/gatsby/templates";

const src = join(process.cwd(), "src");
const posix = (path: string): string => path.split(sep).join("/");

/** The modules src/ssr-modules.ts evaluates, as paths from src/ without extension. */
const evaluated = (): Set<string> =>
  new Set(
    [...readFileSync(join(src, "ssr-modules.ts"), "utf8").matchAll(/^import \* as \w+ from "\.\/([^"]+)";$/gm)].map(
      ([, path]) => path ?? "",
    ),
  );

/** Browser-bundled code: Node-only folders (build/, src/gatsby) never reach the renderer. */
const bundled = (): string[] =>
  readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => posix(relative(src, join(entry.parentPath, entry.name))))
    .filter((file) => !file.split("/").includes("build") && !file.startsWith("gatsby/"));

/** Modules that only `gatsby develop` loads (wrap-page.tsx's content problems overlay). */
const developOnly = new Set(["shell/content-problems/overlay"]);

describe("the modules the HTML renderer evaluates before its first page", () => {
  it("include every module a dynamic import() in the site's code loads", () => {
    const lazy = bundled().flatMap((file) =>
      [...readFileSync(join(src, file), "utf8").matchAll(/import\(\s*(?:\/\*[^*]*\*\/\s*)?"(\.{1,2}\/[^"]+)"\s*\)/g)].map(([, specifier]) =>
        posix(join(dirname(file), specifier ?? "")),
      ),
    );
    expect(lazy.length).toBeGreaterThan(10);
    const missing = [...new Set(lazy)].filter((module) => !developOnly.has(module) && !evaluated().has(module));
    expect(missing).toEqual([]);
  });

  it("include every page template", () => {
    const templates = [
      ...[...ownComponentTemplates, ...Object.values(ownLayoutTemplates)].map((name) => `templates/${name}`),
      ...readdirSync(join(src, "templates", "by-layout")).map((file) => `templates/by-layout/${file.replace(/\.tsx$/, "")}`),
    ];
    expect(templates.filter((template) => !evaluated().has(template))).toEqual([]);
  });

  it("are evaluated by the server render's entry, gatsby-ssr.tsx", () => {
    expect(readFileSync(join(process.cwd(), "gatsby-ssr.tsx"), "utf8")).toMatch(
      /^import \{ serverModules \} from "\.\/src\/ssr-modules";$/m,
    );
  });
});
