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
    /** Weights the scale uses. */
    weights: { regular: 400, medium: 600, bold: 700 },
  },
  /**
   * The type scale (rem, a ratio of about 1.2 from a 16 px body): `size` and `lineHeight` of each step.
   * `display` grows with the window between its two ends, for heroes.
   */
  type: {
    xs: { size: "0.75rem", lineHeight: 1.4 },
    sm: { size: "0.875rem", lineHeight: 1.45 },
    md: { size: "1rem", lineHeight: 1.5 },
    lg: { size: "1.25rem", lineHeight: 1.4 },
    xl: { size: "1.5rem", lineHeight: 1.3 },
    xxl: { size: "2rem", lineHeight: 1.2 },
    display: { size: "clamp(2rem, 4vw + 1rem, 3rem)", lineHeight: 1.1 },
  },
  /** The spacing scale (rem, 4 px steps at the small end): margins, paddings and gaps. */
  space: { 0: "0", 1: "0.25rem", 2: "0.5rem", 3: "0.75rem", 4: "1rem", 5: "1.5rem", 6: "2rem", 7: "3rem", 8: "4rem" },
  /** Corner radii: fields and buttons `sm`, cards `md`, sheets and images `lg`, chips `pill`, avatars `round`. */
  radii: { sm: "4px", md: "8px", lg: "16px", pill: "999px", round: "50%" },
  /** Elevation: cards at rest 1, raised on hover 2, sheets and dialogs 3. */
  elevation: {
    1: "0 1px 2px rgb(0 0 0 / 0.08), 0 1px 3px rgb(0 0 0 / 0.06)",
    2: "0 4px 12px rgb(0 0 0 / 0.12)",
    3: "0 8px 32px rgb(0 0 0 / 0.24)",
  },
} as const;

/** The theme's type, which styled-components' DefaultTheme extends. */
export type Theme = typeof theme;
