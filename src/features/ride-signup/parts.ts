import styled from "styled-components";
import { Button } from "../../components/button";
import { alertBox } from "../../components/form-alert";

/** The column of the sign-up screens: readable line length, fields one under another. */
export const Panel = styled.section`
  display: grid;
  gap: var(--space-5);
  max-width: 32rem;
  margin: var(--space-5) 0;
`;

export const Fields = styled.form`
  display: grid;
  gap: var(--space-5);
`;

/** A form-level message (server, network, captcha): tied to the form, read out when it appears. */
export const Notice = styled.div`
  ${alertBox()}
`;

/** The screens' primary action, at the start of the column rather than stretched across it. */
export const Submit = styled(Button)`
  justify-self: start;
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--color-muted);
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
