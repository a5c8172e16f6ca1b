import { colorProperty, palette, theme } from "./theme";

const declarations = (values: Record<string, string>): string =>
  Object.entries(values)
    .map(([token, value]) => `${colorProperty(token)}: ${value};`)
    .join(" ");

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
:root { ${declarations(palette.light)} }
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
  line-height: 1.5;
}
a { color: inherit; }
img { max-width: 100%; }
:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
}
`;
