import styled from "styled-components";
import { media } from "../../theme/media";

// The blocks read their tokens straight from the theme module (as page-column.ts does): they are
// constants, so each block's CSS is static, with no function per value to ship and call.

/** A block: a section named by its heading, with the scale's room between blocks. */
export const Section = styled.section`
  margin-block: var(--space-7);
  h2 {
    margin-block: 0 var(--space-5);
    font-size: var(--text-xxl);
    line-height: var(--leading-xxl);
  }
  h3 {
    margin-block: 0 var(--space-2);
    font-size: var(--text-lg);
    line-height: var(--leading-lg);
  }
`;

/** A row of links that wraps (store links, city links): no bullets, no indent. */
export const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A list of cards: one column on phones, two from 650 px, and from 960 px three, or four when there
 * are four (`data-count`), so four product lines stand in one row, not three and one alone. Cards never
 * grow past a third of the column (the teasers' `sizes`). The columns follow the number of cards, not
 * how many have arrived: on a slow connection the browser paints a list before its last cards are
 * parsed, and a grid that fitted its columns to the cards present (auto-fit) widened them as the rest came.
 */
export const Cards = styled.ul`
  display: grid;
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.up("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    &[data-count="4"] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  p {
    margin: 0;
    color: var(--color-muted);
  }
`;
