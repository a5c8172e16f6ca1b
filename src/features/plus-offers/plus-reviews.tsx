import { useNear } from "../../hooks/use-near";
import { useSitePage } from "../../page-context/site-page";
import { useFlags, useFlagsNeeded } from "../../services/feature-flags";
import { Reviews } from "./reviews";

/** The reviews' flag is needed (the flag client connects) once they are a screen away. */
const REVIEWS_AHEAD = "100%";

/**
 * The customer reviews under their feature flag; the plus layouts put them after the FAQ section.
 * Their first page is in the HTML (read at build time); only 'Show more' loads a chunk.
 */
export function PlusReviews() {
  const reviews = useFlags().reviews;
  const first = useSitePage().plusReviews;
  const [box, near] = useNear<HTMLElement>(REVIEWS_AHEAD, reviews);
  useFlagsNeeded(near);
  return reviews && first ? <Reviews first={first} watch={box} /> : null;
}
