import { describe, expect, it } from "vitest";
import { contrastPairs, surfacePairs } from "../../../src/theme/contrast-pairs";
import { fixed, palette } from "../../../src/theme/palette";
import { colorProperty, theme } from "../../../src/theme/theme";
import { contrast, luminance, resolve, type Scheme } from "./wcag";

const schemes: readonly Scheme[] = ["light", "dark"];

describe("the contrast check", () => {
  it("computes WCAG's ratios: 21 for black on white, 1 for a colour on itself, 3.05 for white on the brand orange", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ff5f00", "#ff5f00")).toBe(1);
    expect(contrast("#ffffff", "#ff5f00")).toBeCloseTo(3.05, 2);
    expect(luminance("#808080")).toBeCloseTo(0.2159, 4);
  });

  it("gives every colour token of both kinds its custom property in the theme's colours", () => {
    const tokens = [...Object.keys(fixed), ...Object.keys(palette.light)];
    for (const token of tokens) expect((theme.colors as Record<string, string>)[token]).toBe(`var(${colorProperty(token)})`);
    expect(theme.colors.brandText).toBe("var(--color-brand-text)");
    expect(theme.colors.onBrand).toBe("var(--color-on-brand)");
  });

  it("resolves a token's custom property in each scheme and refuses an unknown one", () => {
    expect(resolve(theme.colors.brandText, "light")).toBe(palette.light.brandText);
    expect(resolve(theme.colors.brandText, "dark")).toBe(palette.dark.brandText);
    expect(resolve("#123456", "dark")).toBe("#123456");
    expect(() => resolve("var(--color-nothing)", "light")).toThrow(/nothing/);
  });
});

describe("the theme's colour pairs", () => {
  const cases = contrastPairs.flatMap((pair) => schemes.map((scheme) => ({ ...pair, scheme })));
  it.each(cases)("$foreground on $background reaches $minimum:1 in the $scheme scheme ($use)", (pair) => {
    const ratio = contrast(resolve(theme.colors[pair.foreground], pair.scheme), resolve(theme.colors[pair.background], pair.scheme));
    expect(ratio).toBeGreaterThanOrEqual(pair.minimum);
  });

  const onSurfaces = surfacePairs
    .filter((pair) => pair.background !== "transparent")
    .flatMap((pair) => schemes.map((scheme) => ({ ...pair, scheme })));
  it.each(onSurfaces)("the $surface surface's $use reaches $minimum:1 in the $scheme scheme", (pair) => {
    expect(contrast(resolve(pair.foreground, pair.scheme), resolve(pair.background, pair.scheme))).toBeGreaterThanOrEqual(pair.minimum);
  });

  it("keeps dark text on the brand orange, because white text on it fails AA", () => {
    expect(contrast(resolve(theme.colors.brand, "light"), "#ffffff")).toBeLessThan(4.5);
    expect(theme.surfaces.orange.text).toBe(theme.colors.onBrand);
  });
});
