import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { brand } from "../../../markets/brand";
import { CONSENT_HEAD_DIR } from "../../../src/features/consent/build/head-code";
import { globalCss } from "../../../src/theme/global-style";
import { palette } from "../../../src/theme/palette";
import { colorProperty } from "../../../src/theme/theme";
import { strayValues } from "./stray-values";

const root = join(__dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The values that stay written out, each with its reason ("file:line-content" → why). */
const allowed: Readonly<Record<string, string>> = {
  "src/shell/page-loading/constants.ts: tomato": "spec §2 names the progress bar's colour; nprogress takes it as a string",
  "src/shell/page-loading/progress-style.ts: box-shadow: 0 0 10px ${}, 0 0 5px ${}":
    "nprogress's own glow of the bar's tip, in the bar's colour",
};

describe("stray values in styles", () => {
  it("are found: raw colours, font sizes, weights, radii, shadows and spacing written out", () => {
    expect(strayValues("  color: #1a1a1a;")).toEqual(["#1a1a1a"]);
    expect(strayValues("  background: rgba(0, 0, 0, 0.5);")).toEqual(["rgba()"]);
    expect(strayValues("  border: 1px solid white;")).toEqual(["white"]);
    expect(strayValues('  progressColour: "tomato",')).toEqual(["tomato"]);
    expect(strayValues("  font-size: 0.875rem; font-weight: 600;")).toEqual(["font-size: 0.875rem", "font-weight: 600"]);
    expect(strayValues("  font: 0.75rem ui-monospace, monospace;")).toEqual(["font: 0.75rem ui-monospace, monospace"]);
    expect(strayValues("  border-radius: 6px; border-top-left-radius: 2px;")).toEqual([
      "border-radius: 6px",
      "border-top-left-radius: 2px",
    ]);
    expect(strayValues("  box-shadow: 0 1px 2px ${shade};")).toEqual(["box-shadow: 0 1px 2px ${}"]);
    expect(strayValues("  padding: ${theme.space[2]} 1.25rem; gap: 8px;")).toEqual(["padding: 1.25rem", "gap: 8px"]);
    expect(strayValues("  margin-inline-end: -0.5rem;")).toEqual(["margin-inline-end: -0.5rem"]);
  });

  it("leave theme values, keywords, computed box sizes and code alone", () => {
    expect(strayValues("  color: ${theme.colors.text}; background: transparent; border-color: currentColor;")).toEqual([]);
    expect(strayValues("  color: var(--color-text); font-size: var(--text-sm); font-weight: var(--weight-bold);")).toEqual([]);
    expect(strayValues("  border-radius: var(--radius-md); box-shadow: var(--shadow-2); padding: var(--space-2) var(--space-4);")).toEqual(
      [],
    );
    expect(strayValues("  font-size: var(--space-4); box-shadow: var(--color-shade);")).toEqual([
      "font-size: var(--space-4)",
      "box-shadow: var(--color-shade)",
    ]);
    expect(strayValues('  ${textSize("sm")} font-weight: ${theme.font.weights.bold}; font: inherit;')).toEqual([]);
    expect(strayValues("  border-radius: ${theme.radii.sm}; box-shadow: none; border-radius: 0;")).toEqual([]);
    expect(strayValues("  padding: ${theme.space[2]} 0; margin: 0 auto; gap: ${({ $wide }) => ($wide ? a : b)};")).toEqual([]);
    expect(strayValues("  margin-inline-end: calc(-1 * ${theme.space[2]}); padding-inline: max(1rem, calc((100% - 1200px) / 2));")).toEqual(
      [],
    );
    expect(strayValues("  mark { padding: 0 0.05em; }")).toEqual([]);
    expect(strayValues('  <SiteHeader surface="white" />; href="#main"; `#${NOTICE_ID}{`; "&#160;"')).toEqual([]);
  });

  it("are written nowhere in src/ outside the theme: every colour, size and space comes from src/theme/theme.ts", () => {
    const written: string[] = [];
    for (const file of sourceFiles(join(root, "src"))) {
      const path = relative(root, file);
      if (path.startsWith("src/theme/")) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          for (const found of strayValues(line)) if (!(`${path}: ${found}` in allowed)) written.push(`${path}:${index + 1}: ${found}`);
        });
    }
    expect(written).toEqual([]);
  });

  it("name only custom properties that exist: the theme's (global-style.ts) or one a style of the site sets", () => {
    const files = [...sourceFiles(join(root, "src")), join(root, CONSENT_HEAD_DIR, "consent.css")];
    const texts = [globalCss, ...files.map((file) => readFileSync(file, "utf8"))];
    const defined = new Set(texts.flatMap((text) => [...text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));
    const unknown = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1] ?? "")
        .filter((name) => !defined.has(name))
        .map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(defined.has("--space-4") && defined.has("--text-sm") && defined.has("--color-brand-text")).toBe(true);
    expect(unknown).toEqual([]);
  });

  it("allows only values that are still there", () => {
    const present = new Set(
      sourceFiles(join(root, "src")).flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line) => strayValues(line).map((found) => `${relative(root, file)}: ${found}`)),
      ),
    );
    expect(Object.keys(allowed).filter((entry) => !present.has(entry))).toEqual([]);
  });
});

describe("the static files beside the site's code", () => {
  const consentCss = readFileSync(join(root, CONSENT_HEAD_DIR, "consent.css"), "utf8");

  it("give the consent banner the palette's colour tokens and no colour of their own", () => {
    const properties = [...consentCss.matchAll(/var\((--color-[a-z-]+)\)/g)].map((m) => m[1]);
    const known = Object.keys(palette.light).map(colorProperty);
    expect(properties.length).toBeGreaterThan(0);
    expect(properties.filter((property) => !known.includes(property ?? ""))).toEqual([]);
    expect(consentCss.match(/#[0-9a-f]{3,8}\b/gi)).toBeNull();
  });

  it("give the consent banner the theme's sheet shadow, control radius and spacing steps (its type sizes stay: they are its CLS budget)", () => {
    expect([...consentCss.matchAll(/box-shadow:\s*([^;]+);/g)].map((m) => m[1])).toEqual(["var(--shadow-sheet)"]);
    expect([...consentCss.matchAll(/border-radius:\s*([^;]+);/g)].map((m) => m[1])).toEqual(["var(--radius-sm)"]);
    // The sizes off the scale that set the banner's reserved height, and nothing else written out.
    const stray = consentCss.split("\n").flatMap((line) => strayValues(line));
    expect(stray).toEqual(["font-size: 0.8125rem", "font-size: 0.9375rem", "margin: 0.125rem"]);
  });

  it("give the web manifest the light background and the icon the brand orange", () => {
    const manifest: unknown = JSON.parse(readFileSync(join(root, "static/manifest.webmanifest"), "utf8"));
    expect(manifest).toMatchObject({ background_color: palette.light.background, theme_color: palette.light.background });
    const icon = readFileSync(join(root, "static/icon.svg"), "utf8");
    expect(icon).toContain(`fill="${brand.orange}"`);
  });
});
