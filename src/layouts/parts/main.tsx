import styled from "styled-components";
import { pageColumn } from "../../components/page-frame/page-column";

/** The main content region, target of the skip link; `$width` narrows it (zen). */
export const Main = styled.main.attrs({ id: "main", tabIndex: -1 })<{ $width?: string }>`
  ${({ $width }) => pageColumn($width)}
  padding-top: 1.5rem;
  padding-bottom: 2.5rem;
  &:focus { outline: none; }
`;

/** A full-width band under the header that holds a booking placeholder. */
export const Band = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > * { ${pageColumn()} padding-top: 1rem; padding-bottom: 1rem; min-height: 6rem; }
`;
