import { PageBody } from "../../page-body";

/** The body block: the page's editorial body (its markup, parsed at build time) at this place among the blocks. */
export function BodyBlock() {
  return <PageBody />;
}
