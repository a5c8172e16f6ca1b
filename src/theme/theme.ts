import { brand } from "../../markets/brand";
import type { ColorToken } from "./palette";

/** The custom property of a colour token: `brandText` is `--color-brand-text`. */
export const colorProperty = (token: string): string => `--color-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
export const cssVar = (token: string): string => `var(${colorProperty(token)})`;

/** A colour token's name, the brand orange as it is (the same in both schemes), or `transparent`. */
type SurfaceColour = ColorToken | typeof brand.orange | "transparent";
const value = (colour: SurfaceColour): string => (colour === brand.orange || colour === "transparent" ? colour : cssVar(colour));

/** One surface: its ground, text, accent, hairline and focus ring. */
const surface = (background: SurfaceColour, text: SurfaceColour, accent: SurfaceColour, border: SurfaceColour, focus: SurfaceColour) => ({
  background: value(background),
  text: value(text),
  accent: value(accent),
  border: value(border),
  focus: value(focus),
});

/**
 * The named surface themes of spec §3; each is the background, text, accent and focus ring of one
 * region. `accent` is for large text (the logo) and UI parts: 3:1 at least, never small text. Each is
 * used by a region (a test says so); the spec's `zenImage` is not here, since no zen screen has a photo.
 */
export const surfaces = {
  /** Default page chrome; follows the system colour scheme. */
  white: surface("background", "text", brand.orange, "border", "focus"),
  /** Ride chrome: white text on black. */
  black: surface("ride", "onDark", brand.orange, "rideLine", "focusOnDark"),
  /** Brand orange with dark text (white text would fail contrast on this orange). */
  orange: surface(brand.orange, "onBrand", "onBrand", "brandDeep", "onBrand"),
  /** Text over a darkened photo: the promotion layout's hero. */
  image: surface("photo", "onDark", brand.orange, "transparent", "focusOnDark"),
  /** The calm zen chrome; follows the system colour scheme. */
  zenWhite: surface("background", "text", "text", "border", "focus"),
  /** The plus (subscription) product's dark blue. */
  prime: surface("plus", "onDark", "plusAccent", "plusLine", "focusOnDark"),
  /** Option pickers on a quiet grey: the ride menu's product select on small screens. */
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
  /** Stacking: the consent sheet (src/features/consent/head/consent.css) and the language suggestion sit at 15, under the header. */
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

/** The theme's type, which styled-components' DefaultTheme extends. */
export type Theme = typeof theme;

/**
 * The class of the editorial text (the markup renderer's elements, src/components/page-body.tsx). Its
 * type is page-wide CSS (global-style.ts) rather than a styled component's: it styles bare elements,
 * and costs the pages no JavaScript.
 */
export const PROSE = "prose";
