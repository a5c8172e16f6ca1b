import styled, { css, keyframes } from "styled-components";
import { Button } from "../../components/button";
import { media } from "../../theme/media";
import { theme } from "../../theme/theme";

/** Offers shown at first and added by 'Show more' (the show-more flag); the skeleton holds this many. */
export const PAGE_SIZE = 12;

/** The offers list's region. */
export const Screen = styled.section`
  margin-top: var(--space-6);
  h2 { margin: 0 0 var(--space-4); }
  .count { margin: var(--space-2) 0; min-height: 1.5rem; font-weight: var(--weight-bold); }
  .state { padding: var(--space-5); border-radius: var(--radius-md); background: var(--color-surface); }
  .state h3 { margin-top: 0; }
  .more { text-align: center; margin-top: var(--space-5); }
  .more.reserved { visibility: hidden; }
`;

/** Location, date and term side by side from 650 px, stacked below. */
export const Toolbar = styled.div`
  display: grid;
  gap: var(--space-3);
  ${media.up("sm")} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .term { display: grid; gap: var(--space-1); }
  .term .label { font-size: var(--text-sm); line-height: var(--leading-sm); color: var(--color-muted); }
  select { font: inherit; color: inherit; background: var(--color-background); min-height: 2.5rem; width: 100%; border: 1px solid var(--color-muted); border-radius: var(--radius-sm); padding: 0 var(--space-2); }
`;

/** The branch-closed message, announced; it holds one line's height so its arrival moves nothing before a visitor acts. */
export const Notice = styled.p`
  margin: var(--space-2) 0;
  min-height: 1.5rem;
  font-weight: var(--weight-bold);
`;

/** Filters beside the list from 960 px; below, behind their own toggle button. */
export const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
  ${media.up("md")} { grid-template-columns: 15rem minmax(0, 1fr); }
`;

export const Aside = styled.div`
  .filters-toggle { width: 100%; }
  ${media.below("md")} {
    &[data-open="false"] .filters { display: none; }
    .filters { margin-top: var(--space-4); }
  }
  ${media.up("md")} { .filters-toggle { display: none; } }
`;

/** The field-like button of the toolbar: label above, the current choice below. */
export const FieldButton = styled(Button).attrs({ $variant: "plain" })`
  width: 100%;
  min-height: 3.5rem;
  display: grid;
  text-align: start;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-muted);
  border-radius: var(--radius-sm);
  background: var(--color-background);
  .label { font-size: var(--text-sm); line-height: var(--leading-sm); color: var(--color-muted); }
  .value { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  /* Waiting for its data, not unavailable: the field keeps its full contrast. */
  &:disabled { opacity: 1; }
`;

/** The reviews region; its placeholder and the loaded reviews share it, so nothing moves between them. */
export const ReviewsSection = styled.section`
  margin-top: var(--space-7);
  /* The summary and a first page's height, so the reviews arriving move little below them. */
  min-height: 12rem;
  h2 { margin: 0 0 var(--space-2); }
  .summary { font-size: var(--text-lg); line-height: var(--leading-lg); margin: 0 0 var(--space-4); }
  ol { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-4); }
  li { border-bottom: 1px solid var(--color-border); padding-bottom: var(--space-4); }
  li p { margin: var(--space-1) 0 0; }
  .meta { color: var(--color-muted); font-size: var(--text-sm); line-height: var(--leading-sm); }
  .stars { color: var(--color-brand-text); letter-spacing: 0.1em; }
`;

/** One banner's height, held from the first paint so the banners arriving (or failing) move nothing. */
const BANNER_HEIGHT = "5.5rem";

/** The offer banners' strip, shared by its placeholder and the loaded banners. */
export const BannerStrip = styled.aside<{ $new: boolean }>`
  margin-top: var(--space-5);
  min-height: ${BANNER_HEIGHT};
  ul { list-style: none; margin: 0; padding: 0; display: grid; grid-auto-flow: column; grid-auto-columns: 100%; overflow-x: auto; gap: var(--space-4); }
  li {
    box-sizing: border-box;
    height: ${BANNER_HEIGHT};
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-md);
    overflow: hidden;
    background: ${({ $new }) => ($new ? theme.surfaces.orange.background : theme.surfaces.prime.background)};
    color: ${({ $new }) => ($new ? theme.surfaces.orange.text : theme.surfaces.prime.text)};
  }
  h2 { margin: 0; font-size: var(--text-md); line-height: var(--leading-md); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  p { margin: var(--space-1) 0 0; font-size: var(--text-sm); line-height: var(--leading-sm); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

/** Every card, and its skeleton, is this tall: the list keeps its size while offers load. */
const CARD_HEIGHT = "17.5rem";

/** A card's box, shared by the cards and their skeletons. */
export const cardBox = css`
  box-sizing: border-box;
  min-height: ${CARD_HEIGHT};
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  padding: var(--space-4);
  box-shadow: var(--shadow-1);
`;

/** The grid of cards: one column on phones, two from 650 px, three from 1280 px. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-4);
  grid-template-columns: 1fr;
  ${media.up("sm")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.up("lg")} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const pulse = keyframes`from { opacity: 1; } to { opacity: 0.55; }`;

const Skeleton = styled.div`
  ${cardBox}
  background: var(--color-surface);
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
