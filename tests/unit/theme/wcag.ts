import { fixed, palette } from "../../../src/theme/palette";

/** A colour scheme of the palette. */
export type Scheme = keyof typeof palette;

/** sRGB channels (0-1) and alpha of `#rrggbb` or `rgb(r g b / a)`. */
function channels(colour: string): { rgb: number[]; alpha: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (hex) return { rgb: [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255), alpha: 1 };
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(colour);
  if (!rgb) throw new Error(`Not a colour the contrast check reads: ${colour}`);
  return { rgb: rgb.slice(1, 4).map((c) => Number(c) / 255), alpha: Number(rgb[4] ?? 1) };
}

/** WCAG 2 relative luminance of an opaque colour. */
export function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour).rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** A theme value in one scheme: `var(--color-…)` looked up in the scheme's palette or the fixed colours, anything else as it is. */
export function resolve(value: string, scheme: Scheme): string {
  const property = /^var\(--color-([a-z-]+)\)$/.exec(value)?.[1];
  if (!property) return value;
  const token = property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const colours: Record<string, string> = { ...fixed, ...palette[scheme] };
  const found = colours[token];
  if (!found) throw new Error(`No colour token ${token} for ${value}`);
  return found;
}
