import { cssOnly, fixed, palette } from "./palette";
import { colorProperty, PROSE, theme } from "./theme";

const declarations = (values: Record<string, string>): string =>
  Object.entries(values)
    .map(([token, value]) => `${colorProperty(token)}: ${value};`)
    .join(" ");

const scale = (prefix: string, values: Record<string, string | number>): string =>
  Object.entries(values)
    .map(([step, value]) => `--${prefix}-${step.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`)
    .join(" ");

/**
 * Every token of the theme as a custom property, so styled components write them as plain CSS
 * (`padding: var(--space-4)`): their CSS stays one static string in the bundle, with no value of the
 * theme object in it. Colours `--color-<token>`, then `--space-<step>`, `--radius-<name>`,
 * `--shadow-<level>`, `--weight-<name>`, `--duration-<name>`, `--gradient-<name>`, `--measure-<name>`, `--control-height`, and per type step `--text-<step>` (size) and `--leading-<step>`.
 */
export const tokenCss = [
  declarations(fixed),
  declarations(palette.light),
  scale("space", theme.space),
  scale("radius", theme.radii),
  scale("shadow", theme.elevation),
  scale("weight", theme.font.weights),
  scale("gradient", cssOnly.gradient),
  scale("measure", cssOnly.measure),
  scale("control", cssOnly.control),
  scale("duration", Object.fromEntries(Object.entries(theme.durations).map(([name, ms]) => [name, `${ms}ms`]))),
  scale("text", Object.fromEntries(Object.entries(theme.type).map(([step, { size }]) => [step, size]))),
  scale("leading", Object.fromEntries(Object.entries(theme.type).map(([step, { lineHeight }]) => [step, lineHeight]))),
].join(" ");

/**
 * Page-wide defaults: colour tokens for the system's colour scheme, box sizing, system font, focus,
 * reduced motion, and `--inline-sign` (1 left to right, -1 right to left) for the few movements along
 * the line that no logical property expresses (a sheet sliding in from the reading side). Constants only (no content), written into every page's head before any other style
 * (src/html.tsx) rather than as a styled-components global style: styled-components reads the
 * server's rules into its own sheet when it starts, and with these element and universal rules in
 * that sheet the browser restyled every element of the page (class rules alone restyle only their
 * elements), and the global style's CSS was compiled again in the browser.
 */
export const globalCss = `
:root { ${tokenCss} }
@media (prefers-color-scheme: dark) {
  :root { ${declarations(palette.dark)} }
}
*, *::before, *::after { box-sizing: border-box; }
html { color-scheme: light dark; -webkit-text-size-adjust: 100%; }
:root { --inline-sign: 1; }
[dir="rtl"] { --inline-sign: -1; }
body {
  margin: 0;
  font-family: ${theme.font.family};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  line-height: var(--leading-md);
}
a { color: inherit; text-underline-offset: 0.15em; }
a:hover { text-decoration-thickness: 2px; }
::selection { background: ${theme.colors.highlight}; color: ${theme.colors.text}; }
img { max-width: 100%; }
.${PROSE} { max-width: var(--measure-prose); }
.${PROSE} > :first-child { margin-top: 0; }
.${PROSE} :is(h1, h2, h3) { font-weight: var(--weight-bold); text-wrap: balance; }
.${PROSE} h1 { font-size: var(--text-xxl); line-height: var(--leading-xxl); letter-spacing: -0.02em; margin: 0 0 var(--space-4); }
.${PROSE} h2 { font-size: var(--text-xl); line-height: var(--leading-xl); letter-spacing: -0.01em; margin: var(--space-6) 0 var(--space-3); }
.${PROSE} h3 { font-size: var(--text-lg); line-height: var(--leading-lg); margin: var(--space-5) 0 var(--space-2); }
.${PROSE} :is(p, ul, ol) { margin: 0 0 var(--space-4); }
.${PROSE} li + li { margin-top: var(--space-1); }
.${PROSE} a { color: var(--color-brand-text); }
:focus-visible { outline: 3px solid var(--focus-ring, ${theme.colors.focus}); outline-offset: var(--focus-offset, 2px); }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
}
`;
