import styled from "styled-components";
import { media } from "../theme/media";

/**
 * A list of cards: one column on phones, two from 650 px, three from 960 px, or from 1280 px with
 * `$threeFrom="lg"` where a filter column takes part of the width beside it.
 */
export const CardGrid = styled.ul<{ $threeFrom?: "md" | "lg" }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--space-4);
  grid-template-columns: minmax(0, 1fr);
  ${media.up("sm")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ $threeFrom = "md" }) => media.up($threeFrom)} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;
