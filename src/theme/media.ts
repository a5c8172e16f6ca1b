import { theme } from "./theme";

/** A spec §9 theme size: xs 0, sm 650, mi 780, md 960, lg 1280, xl 1920 (px). */
export type ThemeSize = keyof typeof theme.breakpoints;

/** A spec §9 screen breakpoint: 320, 499, 650, 780, 992, 1200, 1450, 1600 (px). */
export type Screen = (typeof theme.screens)[number];

/**
 * The site's media queries: every style that changes with the window's width says so through these,
 * over the spec §9 sizes only (a unit test finds any other).
 */
export const media = {
  /** From a theme size up. */
  up: (size: ThemeSize): string => `@media (min-width: ${theme.breakpoints[size]}px)`,
  /** Below a theme size (up to a fiftieth of a pixel under it, so no width matches both). */
  below: (size: ThemeSize): string => `@media (max-width: ${theme.breakpoints[size] - 0.02}px)`,
  /** The condition of `up`, for a `<source media>` or `window.matchMedia`. */
  sizeQuery: (size: ThemeSize): string => `(min-width: ${theme.breakpoints[size]}px)`,
  /** From a screen breakpoint up. */
  fromScreen: (px: Screen): string => `@media (min-width: ${px}px)`,
  /** The condition of `fromScreen`, for `window.matchMedia`. */
  screenQuery: (px: Screen): string => `(min-width: ${px}px)`,
} as const;
