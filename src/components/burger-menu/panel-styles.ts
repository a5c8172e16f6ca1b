import styled, { css } from "styled-components";
import { Button } from "../button";
import { Dialog } from "../dialog";
import { pageColumn } from "../page-column";
import { iconButton } from "./toggle-styles";
import { theme } from "../../theme/theme";

/** The close button inside the open menu. */
export const Close = styled(Button).attrs({ $variant: "plain" })`
  ${iconButton}
  margin-inline-end: calc(-1 * var(--space-2));
`;

/** The open menu's top row: the navigation text and the close button. */
export const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 3rem;
  margin-bottom: var(--space-2);
  font-weight: var(--weight-bold);
  font-size: var(--text-lg); line-height: var(--leading-lg);
`;

/**
 * The menu sheet, a native modal dialog: slides in from the reading side (left, or right on a right-to-left page) when narrow, drops from the top with
 * all columns when wide. It and its shade animate in from their `@starting-style` and out while the
 * dialog's display and top-layer place wait for the transition; reduced motion skips both.
 */
export const Panel = styled(Dialog)<{ $wide: boolean }>`
  --slide: var(--duration-short);
  margin: 0;
  border: 0;
  border-radius: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: var(--shadow-3);
  opacity: 0;
  transition: transform var(--slide) ease, opacity var(--slide) ease, display var(--slide) allow-discrete, overlay var(--slide) allow-discrete;
  &[open] { transform: none; opacity: 1; }
  &::backdrop { opacity: 0; transition: opacity var(--slide) ease, display var(--slide) allow-discrete, overlay var(--slide) allow-discrete; }
  &[open]::backdrop { opacity: 1; }
  @starting-style {
    &[open] { opacity: 0; }
    &[open]::backdrop { opacity: 0; }
  }
  ${({ $wide }) =>
    $wide
      ? css`
          inset: 0 0 auto 0;
          width: 100%;
          max-width: none;
          max-height: 100vh;
          transform: translateY(-1.5rem);
          @starting-style { &[open] { transform: translateY(-1.5rem); } }
          > div { padding: var(--space-3) 0 var(--space-6); }
          > div > * { ${pageColumn(theme.maxWidth)} }
        `
      : css`
          inset-block: 0;
          inset-inline: 0 auto;
          width: min(calc(100% - 3rem), 26rem);
          max-width: none;
          height: 100%;
          max-height: none;
          opacity: 1;
          transform: translateX(calc(-100% * var(--inline-sign)));
          @starting-style { &[open] { transform: translateX(calc(-100% * var(--inline-sign))); opacity: 1; } }
          > div { min-height: 100%; box-sizing: border-box; padding: var(--space-2) var(--space-5) var(--space-6); }
        `}
  @media (prefers-reduced-motion: reduce) { transition: none; &::backdrop { transition: none; } }
`;
