import { surfaces, type theme } from "./theme";

type Color = keyof typeof theme.colors;

/** A foreground the theme means to put on a background, and the WCAG AA ratio it needs. */
export type ContrastPair = {
  foreground: Color;
  background: Color;
  /** 4.5 for body-size text, 3 for large text (24 px, or 18.7 px bold) and the edges of controls. */
  minimum: 4.5 | 3;
  /** Where the pair is used. */
  use: string;
};

const text = (foreground: Color, backgrounds: readonly Color[], use: string): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 4.5, use }));
const part = (foreground: Color, backgrounds: readonly Color[], use: string): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, minimum: 3, use }));

const grounds: readonly Color[] = ["background", "surface"];

/**
 * Every text and background pair the theme intends, checked in both colour schemes by
 * tests/unit/theme/contrast.test.ts (with each surface of `surfaces`, which carries its own pairs).
 * Build and test code only: nothing in the browser imports it.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...text("text", [...grounds, "highlight", "dangerSurface", "successSurface", "infoSurface", "warningSurface"], "body text"),
  ...text("muted", grounds, "secondary text: hints, meta lines, counts"),
  ...text("brandText", grounds, "orange text and links"),
  ...text("plusText", grounds, "the plus blue as text and control accents"),
  ...text("onBrand", ["brand", "brandHover"], "a primary button's label, at rest and hovered"),
  ...text("danger", [...grounds, "dangerSurface"], "error messages"),
  ...text("success", [...grounds, "successSurface"], "success messages"),
  ...text("info", [...grounds, "infoSurface"], "information"),
  ...text("warning", [...grounds, "warningSurface"], "warnings"),
  ...part("control", grounds, "the edges of form fields and outline buttons"),
  ...part("focus", [...grounds, "highlight"], "the focus ring"),
  ...part("danger", grounds, "an invalid field's edge"),
];

/** The pairs every surface brings: its text and accent on its ground, its focus ring beside it. */
export const surfacePairs = Object.entries(surfaces).flatMap(([name, surface]) => [
  { surface: name, foreground: surface.text, background: surface.background, minimum: 4.5, use: "text" },
  { surface: name, foreground: surface.accent, background: surface.background, minimum: 3, use: "accent: the logo, tab marks" },
  { surface: name, foreground: surface.focus, background: surface.background, minimum: 3, use: "focus ring" },
]);
