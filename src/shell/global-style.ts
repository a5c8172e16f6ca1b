import { createGlobalStyle } from "styled-components";
import { palette, theme } from "./theme";

const declarations = (values: Record<string, string>): string =>
  Object.entries(values).map(([token, value]) => `--color-${token}: ${value};`).join(" ");

/**
 * Page-wide defaults: colour tokens for the system's colour scheme, box sizing, system font, focus and reduced motion.
 *
 * Static on purpose (constants, no props or theme functions): styled-components then keeps the rules
 * it read from the server HTML. A global style with functions is deleted and inserted again when it
 * mounts, which makes the browser recompute the style and layout of the whole page during hydration.
 */
export const GlobalStyle = createGlobalStyle`
  :root { ${declarations(palette.light)} }
  @media (prefers-color-scheme: dark) {
    :root { ${declarations(palette.dark)} }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: light dark; -webkit-text-size-adjust: 100%; }
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
