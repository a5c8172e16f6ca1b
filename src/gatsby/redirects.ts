import type { Market } from "../../markets/schema";
import { fillTokens } from "../content/tokens";

/**
 * A moved path. `from` may hold `:name` segments and end in `*`; `to` may use the same `:name` and
 * `:splat` for what the `*` matched. The syntax of the `_redirects` file most static hosts read.
 */
export type Redirect = { from: string; to: string; status: 301 };

/** Paths every market used before, under its language prefix; tokens as in content (`{slugs.x}`). */
const movedPaths: readonly { from: string; to: string }[] = [
  // The branch finder's old slug, before each market got its own (car-rental, mietwagen…).
  { from: "/branches", to: "/{slugs.stationFinder}" },
  // Help articles once lived under a singular path.
  { from: "/help/article/:id", to: "/help/articles/:id" },
  // The help centre's old home, with everything below it.
  { from: "/help-centre/*", to: "/help/:splat" },
];

/** The redirects of one market, host-relative, language prefix included. */
export function redirectsFor(market: Market): Redirect[] {
  const fill = (path: string): string => {
    const { value, unknown } = fillTokens(path, market);
    if (unknown) throw new Error(`redirect ${path}: market ${market.id} has no value for ${unknown}`);
    return `${market.pathPrefix}${value}`;
  };
  return movedPaths.map((moved) => ({ from: fill(moved.from), to: fill(moved.to), status: 301 }));
}
