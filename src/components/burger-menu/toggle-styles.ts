import styled, { css } from "styled-components";
import { Button } from "../button";

/** A round icon button: the burger button, and the open menu's close button. */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--control-height);
  height: var(--control-height);
  padding: 0;
  border-radius: var(--radius-round);
  &:hover { background: var(--color-tint); }
`;

/** The burger button in the header. */
export const Toggle = styled(Button).attrs({ $variant: "plain" })`
  ${iconButton}
  margin-inline-start: calc(-1 * var(--space-2));
`;
