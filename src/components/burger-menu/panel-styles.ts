import styled, { css } from "styled-components";
import { Button } from "../button";
import { Dialog } from "../dialog";
import { pageColumn } from "../page-frame/page-column";
import { iconButton } from "./toggle-styles";

/** The close button inside the open menu. */
export const Close = styled(Button).attrs({ $variant: "plain" })`
  ${iconButton}
  margin-inline-end: -0.5rem;
`;

/** The open menu's top row: the navigation text and the close button. */
export const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 3rem;
  margin-bottom: 0.5rem;
  font-weight: 700;
  font-size: 1.125rem;
`;

/**
 * The menu sheet, a native modal dialog: slides in from the reading side (left, or right on a right-to-left page) when narrow, drops from the top with
 * all columns when wide. It and its shade animate in from their `@starting-style` and out while the
 * dialog's display and top-layer place wait for the transition; reduced motion skips both.
 */
export const Panel = styled(Dialog)<{ $wide: boolean }>`
  --slide: ${({ theme }) => theme.durations.short}ms;
  margin: 0;
  border: 0;
  border-radius: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.surfaces.white.background};
  color: ${({ theme }) => theme.surfaces.white.text};
  box-shadow: 0 0.5rem 2rem rgba(0, 0, 0, 0.25);
  opacity: 0;
  transition: transform var(--slide) ease, opacity var(--slide) ease, display var(--slide) allow-discrete, overlay var(--slide) allow-discrete;
  &[open] { transform: none; opacity: 1; }
  &::backdrop { opacity: 0; transition: opacity var(--slide) ease, display var(--slide) allow-discrete, overlay var(--slide) allow-discrete; }
  &[open]::backdrop { opacity: 1; }
  @starting-style {
    &[open] { opacity: 0; }
    &[open]::backdrop { opacity: 0; }
  }
  ${({ $wide, theme }) =>
    $wide
      ? css`
          inset: 0 0 auto 0;
          width: 100%;
          max-width: none;
          max-height: 100vh;
          transform: translateY(-1.5rem);
          @starting-style { &[open] { transform: translateY(-1.5rem); } }
          > div { padding: 0.75rem 0 2rem; }
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
          > div { min-height: 100%; box-sizing: border-box; padding: 0.5rem 1.25rem 2rem; }
        `}
  @media (prefers-reduced-motion: reduce) { transition: none; &::backdrop { transition: none; } }
`;
