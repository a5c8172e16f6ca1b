import styled, { css, keyframes } from "styled-components";
import { Button } from "../../components/button";
import { media } from "../../theme/media";

/** Offers shown at first and added by 'Show more' (the show-more flag); the skeleton holds this many. */
export const PAGE_SIZE = 12;

/** The offers list's region. */
export const Screen = styled.section`
  margin-top: 2rem;
  h2 { margin: 0 0 1rem; }
  .count { margin: 0.5rem 0; min-height: 1.5rem; font-weight: 700; }
  .state { padding: 1.5rem; border-radius: 0.75rem; background: ${({ theme }) => theme.colors.surface}; }
  .state h3 { margin-top: 0; }
  .more { text-align: center; margin-top: 1.5rem; }
  .more.reserved { visibility: hidden; }
`;

/** Location, date and term side by side from 650 px, stacked below. */
export const Toolbar = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.up("sm")} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
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
  ${media.up("md")} { grid-template-columns: 15rem minmax(0, 1fr); }
`;

export const Aside = styled.div`
  .filters-toggle { width: 100%; }
  ${media.below("md")} {
    &[data-open="false"] .filters { display: none; }
    .filters { margin-top: 1rem; }
  }
  ${media.up("md")} { .filters-toggle { display: none; } }
`;

/** The field-like button of the toolbar: label above, the current choice below. */
export const FieldButton = styled(Button).attrs({ $variant: "plain" })`
  width: 100%;
  min-height: 3.5rem;
  display: grid;
  text-align: start;
  padding: 0.375rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 0.375rem;
  background: ${({ theme }) => theme.colors.background};
  .label { font-size: 0.8125rem; color: ${({ theme }) => theme.colors.muted}; }
  .value { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  /* Waiting for its data, not unavailable: the field keeps its full contrast. */
  &:disabled { opacity: 1; }
`;

/** The reviews region; its placeholder and the loaded reviews share it, so nothing moves between them. */
export const ReviewsSection = styled.section`
  margin-top: 2.5rem;
  /* The summary and a first page's height, so the reviews arriving move little below them. */
  min-height: 12rem;
  h2 { margin: 0 0 0.5rem; }
  .summary { font-size: 1.125rem; margin: 0 0 1rem; }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
  li { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; padding-bottom: 1rem; }
  li p { margin: 0.25rem 0 0; }
  .meta { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  .stars { color: #8a4b00; letter-spacing: 0.1em; }
  @media (prefers-color-scheme: dark) { .stars { color: #ffb380; } }
`;

/** One banner's height, held from the first paint so the banners arriving (or failing) move nothing. */
const BANNER_HEIGHT = "5.5rem";

/** The offer banners' strip, shared by its placeholder and the loaded banners. */
export const BannerStrip = styled.aside<{ $new: boolean }>`
  margin-top: 1.5rem;
  min-height: ${BANNER_HEIGHT};
  ul { list-style: none; margin: 0; padding: 0; display: grid; grid-auto-flow: column; grid-auto-columns: 100%; overflow-x: auto; gap: 1rem; }
  li {
    box-sizing: border-box;
    height: ${BANNER_HEIGHT};
    padding: 0.75rem 1rem;
    border-radius: 0.75rem;
    overflow: hidden;
    background: ${({ theme, $new }) => ($new ? theme.surfaces.orange.background : theme.surfaces.prime.background)};
    color: ${({ theme, $new }) => ($new ? theme.surfaces.orange.text : theme.surfaces.prime.text)};
  }
  h2 { margin: 0; font-size: 1.0625rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  p { margin: 0.25rem 0 0; font-size: 0.875rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

/** Every card, and its skeleton, is this tall: the list keeps its size while offers load. */
const CARD_HEIGHT = "17.5rem";

/** A card's box, shared by the cards and their skeletons. */
export const cardBox = css`
  box-sizing: border-box;
  min-height: ${CARD_HEIGHT};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.75rem;
  padding: 1rem;
`;

/** The grid of cards: one column on phones, two from 650 px, three from 1280 px. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  ${media.up("sm")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.up("lg")} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const pulse = keyframes`from { opacity: 1; } to { opacity: 0.55; }`;

const Skeleton = styled.div`
  ${cardBox}
  background: ${({ theme }) => theme.colors.surface};
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/** Placeholders of the list's first page while offers load, the size of the cards they stand for. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <CardGrid aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton />
        </li>
      ))}
    </CardGrid>
  );
}
