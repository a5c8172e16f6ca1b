import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { physicalSides } from "./physical-sides";

const root = join(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

describe("physical sides in styles", () => {
  it("are found in declarations, shorthands and transforms", () => {
    expect(physicalSides("  margin-left: auto;")).toEqual(["margin-left"]);
    expect(physicalSides("ul { padding-right: 1rem; }")).toEqual(["padding-right"]);
    expect(physicalSides("  border-left: 4px solid red;")).toEqual(["border-left"]);
    expect(physicalSides("  border-top-right-radius: 4px;")).toEqual(["border-top-right-radius"]);
    expect(physicalSides("  left: -999px;")).toEqual(["left:"]);
    expect(physicalSides("&:focus { right: 0; }")).toEqual(["right:"]);
    expect(physicalSides("  text-align: left;")).toEqual(["text-align: left"]);
    expect(physicalSides("  float: right;")).toEqual(["float: right"]);
    expect(physicalSides("  inset: 0 auto 0 0;")).toEqual(["inset: 0 auto 0 0"]);
    expect(physicalSides("  padding: 0 1rem 0 2rem;")).toEqual(["padding: 0 1rem 0 2rem"]);
    expect(physicalSides("  transform: translateX(-100%);")).toEqual(["translateX(-100%)"]);
  });

  it("leave logical properties, symmetric shorthands and code alone", () => {
    expect(physicalSides("  margin-inline-start: auto; inset-inline: 0 auto;")).toEqual([]);
    expect(physicalSides("  inset: 0 0 auto 0; padding: 0.5rem 1.25rem 2rem; margin: 0 0 1rem;")).toEqual([]);
    expect(physicalSides("  transform: translateX(calc(-100% * var(--inline-sign)));")).toEqual([]);
    expect(physicalSides("    left: !spaceAfter && (!punctAfter || spaceBefore),")).toEqual([]);
    expect(physicalSides("  text-align: start;")).toEqual([]);
  });

  it("are written nowhere in src/: every style follows the reading direction (right to left in Arabic)", () => {
    const written: string[] = [];
    for (const file of sourceFiles(join(root, "src"))) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          for (const found of physicalSides(line)) written.push(`${relative(root, file)}:${index + 1}: ${found}`);
        });
    }
    expect(written).toEqual([]);
  });
});
