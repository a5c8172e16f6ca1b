import styled, { css, keyframes } from "styled-components";
import { Button } from "../../components/button";
import { CardGrid } from "../../components/card-grid";
import { media } from "../../theme/media";
import { theme } from "../../theme/theme";

/** Offers shown at first and added by 'Show more' (the show-more flag); the skeleton holds this many. */
export const PAGE_SIZE = 12;

/** The offers list's region. */
export const Screen = styled.section`
  margin-top: var(--space-6);
  h2 { margin: 0 0 var(--space-4); }
`;

/** The results' count, announced; it holds one line's height from the first paint. */
export const ResultCount = styled.p`
  margin: var(--space-2) 0;
  min-height: 1.5rem;
  font-weight: var(--weight-bold);
`;

/** The 'no offers found' box. */
export const StateBox = styled.div`
  padding: var(--space-5);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  h3 { margin-top: 0; }
`;

/** The 'Show more' row; its placeholder (aria-hidden) keeps the row's space without showing it. */
export const MoreRow = styled.p`
  text-align: center;
  margin-top: var(--space-5);
  &[aria-hidden="true"] { visibility: hidden; }
`;

/** Location, date and term side by side from 650 px, stacked below. */
export const Toolbar = styled.div`
  display: grid;
  gap: var(--space-3);
  ${media.up("sm")} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

/** The contract term: its label above its select, like the field buttons beside it. */
export const TermField = styled.label`
  display: grid;
  gap: var(--space-1);
`;

export const TermSelect = styled.select`
  font: inherit;
  color: inherit;
  background: var(--color-background);
  min-height: 2.5rem;
  width: 100%;
  border: 1px solid var(--color-muted);
  border-radius: var(--radius-sm);
  padding: 0 var(--space-2);
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

/** The filters' toggle, on phones and tablets only. */
export const FiltersToggle = styled(Button).attrs({ $variant: "secondary" })`
  width: 100%;
  ${media.up("md")} { display: none; }
`;

/** The filter panel's box: always shown beside the list, below 960 px only when opened. */
export const FiltersBox = styled.div`
  ${media.below("md")} {
    margin-top: var(--space-4);
    &[data-open="false"] { display: none; }
  }
`;

/** The results' column; it takes the focus when 'Show N offers' closes the filters on a phone. */
export const Results = styled.div`
  &:focus { outline: none; }
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
  /* Waiting for its data, not unavailable: the field keeps its full contrast. */
  &:disabled { opacity: 1; }
`;

/** A field's label, above its value or control. */
export const FieldLabel = styled.span`
  font-size: var(--text-sm);
  line-height: var(--leading-sm);
  color: var(--color-muted);
`;

/** A field button's current choice, on one line. */
export const FieldValue = styled.span`
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
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
    <CardGrid $threeFrom="lg" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton />
        </li>
      ))}
    </CardGrid>
  );
}
