import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { media } from "../../../src/theme/media";

const root = join(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the site's media queries", () => {
  it("go from a theme size up, below one, and from a screen breakpoint up", () => {
    expect(media.up("sm")).toBe("@media (min-width: 650px)");
    expect(media.below("md")).toBe("@media (max-width: 959.98px)");
    expect(media.fromScreen(992)).toBe("@media (min-width: 992px)");
    expect(media.screenQuery(780)).toBe("(min-width: 780px)");
    expect(media.sizeQuery("sm")).toBe("(min-width: 650px)");
  });

  it("are written nowhere else in src/: every width a style or script asks for is a spec §9 size", () => {
    const written: string[] = [];
    for (const file of sourceFiles(join(root, "src"))) {
      if (file.endsWith(join("theme", "media.ts"))) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          // A container query follows its box, not the window; it is not a breakpoint of the page.
          if (/\((min|max)-width\s*:/.test(line) && !line.includes("@container")) written.push(`${relative(root, file)}:${index + 1}`);
        });
    }
    expect(written).toEqual([]);
  });
});
