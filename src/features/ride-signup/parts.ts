import styled from "styled-components";

/** The column of the sign-up screens: readable line length, fields one under another. */
export const Panel = styled.section`
  display: grid;
  gap: 1.25rem;
  max-width: 32rem;
  margin: 1.5rem 0;
`;

export const Fields = styled.form`
  display: grid;
  gap: 1.25rem;
`;

/** A form-level message (server, network, captcha): tied to the form, read out when it appears. */
export const Notice = styled.div`
  padding: 0.75rem 1rem;
  border-left: 4px solid #c4001a;
  background: ${({ theme }) => theme.colors.surface};
  & p { margin: 0; }
  & p + p { margin-top: 0.5rem; }
`;

export const Submit = styled.button`
  justify-self: start;
  min-height: 2.75rem;
  padding: 0.6rem 1.5rem;
  border: 0;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.brand};
  color: #000;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * States of one place laid out in the same grid cell, only the current one visible: the place is as
 * tall as its tallest state in any language, so a state that arrives after hydration moves nothing
 * below it (CLS). Hidden states are out of the accessibility tree and the tab order.
 */
export const Stack = styled.div`
  display: grid;
  & > * { grid-area: 1 / 1; }
`;
export const Layer = styled.div<{ $shown: boolean }>`
  visibility: ${({ $shown }) => ($shown ? "visible" : "hidden")};
`;
