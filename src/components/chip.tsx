import styled from "styled-components";
import { Button } from "./button";

/**
 * Button's chip variant: a pill in the text's own size, lower than a control in a row of several,
 * for a filter value that removes itself or one toggle among a few (`aria-pressed` fills it). A
 * module of its own, so the pages whose first load carries Button do not carry it.
 */
export const Chip = styled(Button).attrs({ $variant: "secondary" })`
  min-height: 2.25rem;
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-pill);
  background: var(--color-surface);
  font-weight: inherit;
  &[aria-pressed="true"],
  &[aria-pressed="true"]:enabled:hover { border-color: var(--color-plus); background: var(--color-plus); color: var(--color-on-dark); }
`;
