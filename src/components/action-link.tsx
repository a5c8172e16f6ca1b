import styled from "styled-components";
import { ContentLink } from "./link";

/** A link that is a screen's call to action, in the primary button's look (dark text on the brand orange). */
export const ActionLink = styled(ContentLink)`
  display: inline-flex;
  align-items: center;
  min-height: var(--control-height);
  padding: var(--space-2) var(--space-5);
  border-radius: var(--radius-sm);
  background: var(--color-brand);
  color: var(--color-on-brand);
  font-weight: var(--weight-bold);
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;
