import { brand } from "../../markets/brand";
import { cssVar } from "./theme";

/*
 * The values behind the theme's custom properties. Only the global style (global-style.ts), the HTML
 * document and build code read this module: the browser's code names the properties (theme.ts) and
 * never carries a value.
 */

/**
 * Colours that are the same in both colour schemes: the brand's orange and the product lines' own
 * grounds. Dark text (`onBrand`) goes on the orange: white text on it would fail contrast (3:1).
 */
export const fixed = {
  /** The brand orange: fills of primary actions and bars, the logo. */
  brand: brand.orange,
  /** The orange's edge (a hairline on orange). */
  brandDeep: "#cc4c00",
  /** Text on the orange and other light fills (5.7:1 on the orange). */
  onBrand: "#1a1a1a",
  /** Text on the dark grounds below. */
  onDark: "#ffffff",
  /** The plus (subscription) product's dark blue, its hairlines and its accent. */
  plus: "#0b1f3a",
  plusLine: "#23395a",
  plusAccent: "#ffb380",
  /** The ride product's black, and its hairlines. */
  ride: "#111111",
  rideLine: "#333333",
  /** Grounds under a photo while it loads (hero images, zen). */
  photo: "#1f1f1f",
  zenPhoto: "#2b2b2b",
  /** Focus ring on dark grounds, in both schemes. */
  focusOnDark: "#6cb4ff",
} as const;

/** Light and dark values of every colour token; the global style (global-style.ts) writes them as CSS custom properties. */
export const palette = {
  light: {
    /** Body text. */
    text: "#1a1a1a",
    /** Secondary text: hints, meta lines, counts. */
    muted: "#545454",
    /** Page background. */
    background: "#ffffff",
    /** Quiet surfaces: footer, bands, cards' grounds. */
    surface: "#f4f4f4",
    /** Hairlines between regions. */
    border: "#dcdcdc",
    /** Edges of form fields and outline buttons (3:1 on the background, as controls need). */
    control: "#767676",
    /** Focus ring, visible on the page's grounds (surfaces name their own). */
    focus: "#005fcc",
    /** Shade behind the open menu and dialogs. */
    shade: "rgb(0 0 0 / 0.5)",
    /** A light wash under a hovered plain button, on any ground. */
    tint: "rgb(127 127 127 / 0.14)",
    /** Orange text and links on the background and surfaces: a darker orange than the brand's in light mode. */
    brandText: "#b84200",
    /** A primary action's fill under the pointer. */
    brandHover: "#e65600",
    /** Marked words (search hits), under body text. */
    highlight: "#ffe3cc",
    /** The plus blue as text and control accents (checkboxes, ranges) on the page's grounds: lighter in dark mode. */
    plusText: "#0b1f3a",
    /** Errors (invalid fields, form alerts), success, information and warnings, each with its ground. */
    danger: "#c4001a",
    dangerSurface: "#fdecee",
    success: "#1b7a3a",
    successSurface: "#e8f5ec",
    info: "#005fcc",
    infoSurface: "#e8f1fc",
    warning: "#8a5a00",
    warningSurface: "#fff4d6",
  },
  dark: {
    text: "#f2f2f2",
    muted: "#b8b8b8",
    background: "#141414",
    surface: "#222222",
    border: "#3a3a3a",
    control: "#8a8a8a",
    focus: "#6cb4ff",
    shade: "rgb(0 0 0 / 0.7)",
    tint: "rgb(127 127 127 / 0.22)",
    brandText: "#ff7a26",
    brandHover: "#ff7a26",
    highlight: "#5c2e0a",
    plusText: "#8fb8ff",
    danger: "#ff8a8a",
    dangerSurface: "#3b1417",
    success: "#6fd592",
    successSurface: "#12301c",
    info: "#6cb4ff",
    infoSurface: "#10243d",
    warning: "#ffc95c",
    warningSurface: "#3a2c0a",
  },
} as const;

/** Name of a colour token: of both schemes, or the same in both. */
export type ColorToken = keyof (typeof palette)["light"] | keyof typeof fixed;

/**
 * Tokens only CSS reads, so they stay out of the browser's code (the global style writes them as
 * `--gradient-<name>`, `--measure-<name>` and `--control-<name>`). Grounds of text over a photo: the shade
 * over the photo, and what stands in while it loads or when it is missing. Widths of reading columns:
 * running text, forms. The height of a control (buttons, fields, tabs, icon buttons): the touch target
 * size of WCAG 2.5.5.
 */
export const cssOnly = {
  gradient: {
    photoShade: "linear-gradient(180deg, rgb(0 0 0 / 0.35), rgb(0 0 0 / 0.7))",
    photoStandIn: `linear-gradient(135deg, ${cssVar("zenPhoto")}, ${cssVar("ride")})`,
  },
  measure: { prose: "44rem", form: "40rem" },
  control: { height: "2.75rem" },
} as const;
