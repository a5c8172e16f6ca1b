import { brand } from "../../markets/brand";

/** Design tokens of the shell; layouts read them through styled-components' theme. */
export const theme = {
  colors: {
    /** The brand orange: primary actions and highlights. */
    brand: brand.orange,
    /** Body text on light backgrounds (contrast 15:1 on white). */
    text: "#1a1a1a",
    /** Secondary text (contrast 7:1 on white). */
    muted: "#545454",
    /** Page background. */
    background: "#ffffff",
    /** Quiet surfaces: footer, cards. */
    surface: "#f4f4f4",
    /** Hairlines between regions. */
    border: "#dcdcdc",
    /** Focus ring, visible on every background the shell uses. */
    focus: "#005fcc",
  },
  /** Spec §9 theme sizes: xs 0, sm 650, mi 780, md 960, lg 1280, xl 1920 (px, min-width). */
  breakpoints: { xs: 0, sm: 650, mi: 780, md: 960, lg: 1280, xl: 1920 },
  /** Widest content column. */
  maxWidth: "1200px",
  font: {
    /** System fonts: no font download blocks the first paint. */
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
} as const;

export type Theme = typeof theme;

/** A min-width media query for a theme breakpoint. */
export const up = (size: keyof Theme["breakpoints"]): string => `@media (min-width: ${theme.breakpoints[size]}px)`;
