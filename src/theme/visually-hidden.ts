import styled, { css } from "styled-components";

/** Hides an element from sight but keeps it in the accessibility tree for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
