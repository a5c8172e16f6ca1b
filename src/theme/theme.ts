import { brand } from "../../markets/brand";

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

/** The custom property of a colour token: `brandText` is `--color-brand-text`. */
export const colorProperty = (token: string): string => `--color-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const cssVar = (token: string): string => `var(${colorProperty(token)})`;

/** One surface: its ground, text, accent, hairline and focus ring. */
const surface = (background: ColorToken, text: ColorToken, accent: ColorToken, border: ColorToken | "transparent", focus: ColorToken) => ({
  background: cssVar(background),
  text: cssVar(text),
  accent: cssVar(accent),
  border: border === "transparent" ? border : cssVar(border),
  focus: cssVar(focus),
});

/**
 * The named surface themes of spec §3; each is the background, text, accent and focus ring of one
 * region. `accent` is for large text (the logo) and UI parts: 3:1 at least, never small text.
 */
export const surfaces = {
  /** Default page chrome; follows the system colour scheme. */
  white: surface("background", "text", "brand", "border", "focus"),
  /** Ride chrome: white text on black. */
  black: surface("ride", "onDark", "brand", "rideLine", "focusOnDark"),
  /** Brand orange with dark text (white text would fail contrast on this orange). */
  orange: surface("brand", "onBrand", "onBrand", "brandDeep", "onBrand"),
  /** Text over a darkened photo (hero images). */
  image: surface("photo", "onDark", "brand", "transparent", "focusOnDark"),
  /** The calm zen chrome; follows the system colour scheme. */
  zenWhite: surface("background", "text", "text", "border", "focus"),
  /** Zen over a photo. */
  zenImage: surface("zenPhoto", "onDark", "onDark", "transparent", "focusOnDark"),
  /** The plus (subscription) product's dark blue. */
  prime: surface("plus", "onDark", "plusAccent", "plusLine", "focusOnDark"),
  /** Option pickers such as tabs and selects on a quiet grey. */
  option: surface("surface", "text", "brandText", "border", "focus"),
};

/** Name of a surface theme. */
export type SurfaceName = keyof typeof surfaces;

/** Design tokens of the shell; layouts read them through styled-components' theme. */
export const theme = {
  /**
   * Every colour token as its custom property (`colors.brandText` is `var(--color-brand-text)`); the
   * palette and `fixed` above say what each is for. Made on use, so no list of names (nor any value)
   * is in the browser's code.
   */
  colors: new Proxy({} as Record<ColorToken, string>, { get: (_, token) => (typeof token === "string" ? cssVar(token) : undefined) }),
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
} as const;

/**
 * Tokens only CSS reads, so they stay out of the browser's code (the global style writes them as
 * `--gradient-<name>` and `--measure-<name>`). Grounds of text over a photo: the shade over the photo,
 * and what stands in while it loads or when it is missing. Widths of reading columns: running text, forms.
 */
export const cssOnly = {
  gradient: {
    photoShade: "linear-gradient(180deg, rgb(0 0 0 / 0.35), rgb(0 0 0 / 0.7))",
    photoStandIn: `linear-gradient(135deg, ${cssVar("zenPhoto")}, ${cssVar("ride")})`,
  },
  measure: { prose: "44rem", form: "40rem" },
} as const;

/** The theme's type, which styled-components' DefaultTheme extends. */
export type Theme = typeof theme;

/**
 * Gives a region's focus ring its own colour (the global focus style reads `--focus-ring`), for a
 * ground the default ring does not stand out on; `initial` gives a region the default ring back.
 */
export const focusRing = (colour: string): string => `--focus-ring: ${colour};`;

/**
 * The class of the editorial text (the markup renderer's elements, src/components/page-body.tsx). Its
 * type is page-wide CSS (global-style.ts) rather than a styled component's: it styles bare elements,
 * and costs the pages no JavaScript.
 */
export const PROSE = "prose";
