import { brand } from "../../markets/brand";

/**
 * Colours that are the same in both colour schemes: the brand's orange and the product lines' own
 * grounds. Dark text (`ink`) goes on the orange: white text on it would fail contrast (3:1).
 */
export const fixed = {
  /** The brand orange: fills of primary actions and bars, the logo. */
  orange: brand.orange,
  /** The orange's edge (a hairline on orange). */
  orangeDeep: "#cc4c00",
  /** Text on the orange and other light fills (5.7:1 on the orange). */
  ink: "#1a1a1a",
  /** Text on the dark grounds below. */
  white: "#ffffff",
  /** The plus (subscription) product's dark blue. */
  plusBlue: "#0b1f3a",
  /** Hairlines and the accent on the plus blue. */
  plusLine: "#23395a",
  plusAccent: "#ffb380",
  /** The ride product's black, and its hairlines. */
  rideBlack: "#111111",
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
    text: "#1a1a1a",
    muted: "#545454",
    background: "#ffffff",
    surface: "#f4f4f4",
    border: "#dcdcdc",
    control: "#767676",
    focus: "#005fcc",
    shade: "rgb(0 0 0 / 0.5)",
    tint: "rgb(127 127 127 / 0.14)",
    brandText: "#b84200",
    brandHover: "#e65600",
    highlight: "#ffe3cc",
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

/** Name of a colour token of both schemes. */
export type ColorToken = keyof (typeof palette)["light"];

/** The custom property of a colour token: `brandText` is `--color-brand-text`. */
export const colorProperty = (token: string): string => `--color-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const cssVar = (token: ColorToken): string => `var(${colorProperty(token)})`;

/**
 * The named surface themes of spec §3; each is the background, text, accent and focus ring of one
 * region. `accent` is for large text (the logo) and UI parts: 3:1 at least, never small text.
 */
export const surfaces = {
  /** Default page chrome; follows the system colour scheme. */
  white: { background: cssVar("background"), text: cssVar("text"), accent: fixed.orange, border: cssVar("border"), focus: cssVar("focus") },
  /** Ride chrome: white text on black. */
  black: { background: fixed.rideBlack, text: fixed.white, accent: fixed.orange, border: fixed.rideLine, focus: fixed.focusOnDark },
  /** Brand orange with dark text (white text would fail contrast on this orange). */
  orange: { background: fixed.orange, text: fixed.ink, accent: fixed.ink, border: fixed.orangeDeep, focus: fixed.ink },
  /** Text over a darkened photo (hero images). */
  image: { background: fixed.photo, text: fixed.white, accent: fixed.orange, border: "transparent", focus: fixed.focusOnDark },
  /** The calm zen chrome; follows the system colour scheme. */
  zenWhite: { background: cssVar("background"), text: cssVar("text"), accent: cssVar("text"), border: cssVar("border"), focus: cssVar("focus") },
  /** Zen over a photo. */
  zenImage: { background: fixed.zenPhoto, text: fixed.white, accent: fixed.white, border: "transparent", focus: fixed.focusOnDark },
  /** The plus (subscription) product's dark blue. */
  prime: { background: fixed.plusBlue, text: fixed.white, accent: fixed.plusAccent, border: fixed.plusLine, focus: fixed.focusOnDark },
  /** Option pickers such as tabs and selects on a quiet grey. */
  option: { background: cssVar("surface"), text: cssVar("text"), accent: cssVar("brandText"), border: cssVar("border"), focus: cssVar("focus") },
} as const;

/** Name of a surface theme. */
export type SurfaceName = keyof typeof surfaces;

/** Design tokens of the shell; layouts read them through styled-components' theme. */
export const theme = {
  colors: {
    /** The brand orange: fills of primary actions and bars (with `onBrand` text), never text on the page. */
    brand: fixed.orange,
    /** A primary action's fill under the pointer. */
    brandHover: cssVar("brandHover"),
    /** Text on the brand orange. */
    onBrand: fixed.ink,
    /** Orange text and links on the page background and surfaces (a darker orange in light mode). */
    brandText: cssVar("brandText"),
    /** Body text. */
    text: cssVar("text"),
    /** Secondary text. */
    muted: cssVar("muted"),
    /** Page background. */
    background: cssVar("background"),
    /** Quiet surfaces: footer, bands, cards' grounds. */
    surface: cssVar("surface"),
    /** Hairlines between regions. */
    border: cssVar("border"),
    /** Edges of form fields and outline buttons (3:1 on the background, as controls need). */
    control: cssVar("control"),
    /** Focus ring, visible on every background the shell uses (surfaces name their own). */
    focus: cssVar("focus"),
    /** Shade behind the open menu and dialogs. */
    shade: cssVar("shade"),
    /** A light wash under a hovered plain button, on any ground. */
    tint: cssVar("tint"),
    /** Marked words (search hits), under body text. */
    highlight: cssVar("highlight"),
    /** Errors: invalid fields and form alerts, and the ground of an error notice. */
    danger: cssVar("danger"),
    dangerSurface: cssVar("dangerSurface"),
    /** Success messages, and their ground. */
    success: cssVar("success"),
    successSurface: cssVar("successSurface"),
    /** Neutral information, and its ground. */
    info: cssVar("info"),
    infoSurface: cssVar("infoSurface"),
    /** Warnings, and their ground. */
    warning: cssVar("warning"),
    warningSurface: cssVar("warningSurface"),
    /** The plus product's blue and the ride product's black (grounds with white text). */
    plus: fixed.plusBlue,
    ride: fixed.rideBlack,
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
   * `xxl` (page titles) and `display` (heroes) grow with the window between their two ends.
   */
  type: {
    xs: { size: "0.75rem", lineHeight: 1.4 },
    sm: { size: "0.875rem", lineHeight: 1.45 },
    md: { size: "1rem", lineHeight: 1.5 },
    lg: { size: "1.25rem", lineHeight: 1.35 },
    xl: { size: "1.5rem", lineHeight: 1.25 },
    xxl: { size: "clamp(1.75rem, 1.2vw + 1.4rem, 2.25rem)", lineHeight: 1.2 },
    display: { size: "clamp(2rem, 4vw + 1rem, 3rem)", lineHeight: 1.1 },
  },
  /** The spacing scale (rem, 4 px steps at the small end): margins, paddings and gaps. */
  space: { 0: "0", 1: "0.25rem", 2: "0.5rem", 3: "0.75rem", 4: "1rem", 5: "1.5rem", 6: "2rem", 7: "3rem", 8: "4rem" },
  /** Corner radii: fields and buttons `sm`, cards and sections `md`, sheets, dialogs and images `lg`, chips `pill`, avatars `round`. */
  radii: { sm: "6px", md: "12px", lg: "16px", pill: "999px", round: "50%" },
  /** Elevation: cards at rest 1, raised on hover 2, sheets and dialogs 3; `sheet` casts upwards from the window's foot. */
  elevation: {
    1: "0 1px 2px rgb(0 0 0 / 0.08), 0 1px 3px rgb(0 0 0 / 0.06)",
    2: "0 4px 12px rgb(0 0 0 / 0.12)",
    3: "0 8px 32px rgb(0 0 0 / 0.24)",
    sheet: "0 -4px 16px rgb(0 0 0 / 0.16)",
  },
  /** Widths of reading columns: running text, and forms. */
  measure: { prose: "44rem", form: "40rem" },
} as const;

/** The theme's type, which styled-components' DefaultTheme extends. */
export type Theme = typeof theme;

/** A step of the type scale as CSS declarations (size and line height), for styled components: `${textSize("sm")}`. */
export const textSize = (step: keyof Theme["type"]): string => `font-size: ${theme.type[step].size}; line-height: ${theme.type[step].lineHeight};`;
