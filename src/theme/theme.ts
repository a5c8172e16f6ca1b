import { brand } from "../../markets/brand";

/** Light and dark values of every colour token; the global style (global-style.ts) writes them as CSS custom properties. */
export const palette = {
  light: {
    text: "#1a1a1a",
    muted: "#545454",
    background: "#ffffff",
    surface: "#f4f4f4",
    border: "#dcdcdc",
    focus: "#005fcc",
    shade: "rgba(0, 0, 0, 0.5)",
  },
  dark: {
    text: "#f2f2f2",
    muted: "#b8b8b8",
    background: "#141414",
    surface: "#222222",
    border: "#3a3a3a",
    focus: "#6cb4ff",
    shade: "rgba(0, 0, 0, 0.7)",
  },
} as const;

type ColorToken = keyof (typeof palette)["light"];
const cssVar = <T extends ColorToken>(token: T) => `var(--color-${token})` as const;

/** The named surface themes of spec §3; each is the background, text and accent of one region. */
export const surfaces = {
  /** Default page chrome; follows the system colour scheme. */
  white: { background: cssVar("background"), text: cssVar("text"), accent: brand.orange, border: cssVar("border") },
  /** Ride chrome: white text on black (contrast 17:1). */
  black: { background: "#111111", text: "#ffffff", accent: brand.orange, border: "#333333" },
  /** Brand orange with dark text (5.7:1; white text would fail contrast on this orange). */
  orange: { background: brand.orange, text: "#1a1a1a", accent: "#1a1a1a", border: "#cc4c00" },
  /** Text over a darkened photo (hero images). */
  image: { background: "#1f1f1f", text: "#ffffff", accent: brand.orange, border: "transparent" },
  /** The calm zen chrome; follows the system colour scheme. */
  zenWhite: { background: cssVar("background"), text: cssVar("text"), accent: "#1a1a1a", border: cssVar("border") },
  /** Zen over a photo. */
  zenImage: { background: "#2b2b2b", text: "#ffffff", accent: "#ffffff", border: "transparent" },
  /** The plus (subscription) product's dark blue. */
  prime: { background: "#0b1f3a", text: "#ffffff", accent: "#ffb380", border: "#23395a" },
  /** Option pickers such as tabs and selects on a quiet grey. */
  option: { background: cssVar("surface"), text: cssVar("text"), accent: brand.orange, border: cssVar("border") },
} as const;

/** Name of a surface theme. */
export type SurfaceName = keyof typeof surfaces;

/** Design tokens of the shell; layouts read them through styled-components' theme. */
export const theme = {
  colors: {
    /** The brand orange: primary actions and highlights. */
    brand: brand.orange,
    /** Body text (15:1 on the light background). */
    text: cssVar("text"),
    /** Secondary text (7:1 on the light background). */
    muted: cssVar("muted"),
    /** Page background. */
    background: cssVar("background"),
    /** Quiet surfaces: footer, cards. */
    surface: cssVar("surface"),
    /** Hairlines between regions. */
    border: cssVar("border"),
    /** Focus ring, visible on every background the shell uses. */
    focus: cssVar("focus"),
    /** Shade behind the open menu. */
    shade: cssVar("shade"),
    /** Errors: invalid fields and form alerts (6:1 on the light background). */
    danger: "#c4001a",
  },
  surfaces,
  /** Spec §9 theme sizes: xs 0, sm 650, mi 780, md 960, lg 1280, xl 1920 (px, min-width). */
  breakpoints: { xs: 0, sm: 650, mi: 780, md: 960, lg: 1280, xl: 1920 },
  /** Spec §9 screen breakpoints (px). */
  screens: [320, 499, 650, 780, 992, 1200, 1450, 1600],
  /** Spec §9 animation durations (ms): 300 to 6000, the overlay fade 600. */
  durations: { short: 300, overlay: 600, long: 6000 },
  /** Widest content column. */
  maxWidth: "1200px",
  /** The zen layout's page width on large screens. */
  zenWidth: "1288px",
  /** Stacking of the shell's floating parts. */
  /** Stacking: the consent sheet (static/consent.css) and the language suggestion sit at 15, under the header. */
  layers: { sheet: 15, header: 20, shade: 30, menu: 31, overlay: 40 },
  font: {
    /** System fonts: no font download blocks the first paint. */
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
} as const;

/** The theme's type, which styled-components' DefaultTheme extends. */
export type Theme = typeof theme;
