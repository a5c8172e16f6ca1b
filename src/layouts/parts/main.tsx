import styled from "styled-components";
import { pageColumn } from "../../components/page-column";

/** The main region's id: the skip link's target, and where the first frame's hold ends (first-frame.tsx). */
export const MAIN_ID = "main";

/** The main content region, target of the skip link; `$width` narrows it (zen). */
export const Main = styled.main.attrs({ id: MAIN_ID, tabIndex: -1 })<{ $width?: string }>`
  ${({ $width }) => pageColumn($width)}
  padding-top: var(--space-6);
  padding-bottom: var(--space-7);
  &:focus { outline: none; }
`;

/** A full-width band under the header that holds a booking placeholder. */
export const Band = styled.div`
  background: var(--color-surface);
  border-bottom: 1px solid var(--color-border);
  > * { ${pageColumn()} padding-top: var(--space-4); padding-bottom: var(--space-4); min-height: 6rem; }
`;
