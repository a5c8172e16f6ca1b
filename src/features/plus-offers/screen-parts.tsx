import styled from "styled-components";
import { visuallyHidden } from "../../components/visually-hidden";

/** The offers list's region. */
export const Screen = styled.section`
  margin-top: 2rem;
  h2 { margin: 0 0 1rem; }
  .count { margin: 0.5rem 0; min-height: 1.5rem; font-weight: 700; }
  .state { padding: 1.5rem; border-radius: 0.75rem; background: ${({ theme }) => theme.colors.surface}; }
  .state h3 { margin-top: 0; }
  .more { text-align: center; margin-top: 1.5rem; }
`;

/** Location, date and term side by side from 650 px, stacked below. */
export const Toolbar = styled.div`
  display: grid;
  gap: 0.75rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .term { display: grid; gap: 0.125rem; }
  .term .label { font-size: 0.8125rem; color: ${({ theme }) => theme.colors.muted}; }
  select { font: inherit; color: inherit; background: ${({ theme }) => theme.colors.background}; min-height: 2.5rem; width: 100%; border: 1px solid ${({ theme }) => theme.colors.muted}; border-radius: 0.375rem; padding: 0 0.5rem; }
`;

/** The branch-closed message, announced; it holds one line's height so its arrival moves nothing before a visitor acts. */
export const Notice = styled.p`
  margin: 0.5rem 0;
  min-height: 1.5rem;
  font-weight: 700;
`;

/** Filters beside the list from 960 px; below, behind their own toggle button. */
export const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { grid-template-columns: 15rem minmax(0, 1fr); }
`;

export const Aside = styled.div`
  .filters-toggle { width: 100%; }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    &[data-open="false"] .filters { display: none; }
    .filters { margin-top: 1rem; }
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) { .filters-toggle { display: none; } }
`;

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
