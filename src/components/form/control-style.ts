import { css } from "styled-components";

/** The look of a text field, select or text area; a form's own control outside these fields (the help search) takes it alone. */
export const controlStyle = css`
  box-sizing: border-box;
  width: 100%;
  min-height: var(--control-height);
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-control);
  border-radius: var(--radius-sm);
  background: var(--color-background);
  color: inherit;
  font: inherit;
  font-size: var(--text-md); line-height: var(--leading-md);
  transition: border-color var(--duration-short) ease;
  &:hover { border-color: currentColor; }
  &[aria-invalid="true"] { border-color: var(--color-danger); border-width: 2px; }
`;
