import styled, { css } from "styled-components";
import { Button } from "../button";
import { pageColumn } from "../page-frame/page-column";

const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border-radius: 50%;
  &:hover { background: rgba(127, 127, 127, 0.15); }
`;

/** The burger button in the header. */
export const Toggle = styled(Button).attrs({ $variant: "plain" })`
  ${iconButton}
  margin-left: -0.5rem;
`;

/** The close button inside the open menu. */
export const Close = styled(Button).attrs({ $variant: "plain" })`
  ${iconButton}
  margin-right: -0.5rem;
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

// Closed parts stay in the page with visibility hidden, so they can animate out; reduced motion skips it.
const fade = css`
  visibility: hidden;
  transition: ${({ theme }) => `transform ${theme.durations.short}ms ease, opacity ${theme.durations.short}ms ease, visibility 0s linear ${theme.durations.short}ms`};
  &[data-open="true"] {
    visibility: visible;
    transition: ${({ theme }) => `transform ${theme.durations.short}ms ease, opacity ${theme.durations.short}ms ease`};
  }
  @media (prefers-reduced-motion: reduce) { transition: none; &[data-open="true"] { transition: none; } }
`;

/** The shade behind the open menu; a click on it closes the menu. */
export const Shade = styled.div`
  ${fade}
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.shade};
  background: ${({ theme }) => theme.colors.shade};
  opacity: 0;
  &[data-open="true"] { opacity: 1; }
`;

/** The menu sheet: slides in from the left when narrow, drops from the top with all columns when wide. */
export const Panel = styled.div<{ $wide: boolean }>`
  ${fade}
  position: fixed;
  z-index: ${({ theme }) => theme.layers.menu};
  top: 0;
  left: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.surfaces.white.background};
  color: ${({ theme }) => theme.surfaces.white.text};
  box-shadow: 0 0.5rem 2rem rgba(0, 0, 0, 0.25);
  ${({ $wide, theme }) =>
    $wide
      ? css`
          right: 0;
          max-height: 100vh;
          padding-top: 0.75rem;
          padding-bottom: 2rem;
          transform: translateY(-1.5rem);
          opacity: 0;
          > * { ${pageColumn(theme.maxWidth)} }
        `
      : css`
          bottom: 0;
          width: min(calc(100% - 3rem), 26rem);
          padding: 0.5rem 1.25rem 2rem;
          transform: translateX(-100%);
        `}
  &[data-open="true"] { transform: none; opacity: 1; }
`;
