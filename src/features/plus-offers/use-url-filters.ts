import { useCallback, useEffect, useState } from "react";
import { noFilters, type OfferFilters } from "./filters";
import { filtersFromQuery, queryOf } from "./url-state";

/**
 * The list's filters, kept in the URL query so a filtered list can be shared, reloaded and gone back
 * to. Read after mount, so the static HTML (no filters) hydrates cleanly. Written with replaceState:
 * synchronous, so a filter change paints at once, with no page-loader round trip and no history
 * entry per click; Gatsby's history state is kept.
 */
export function useUrlFilters(): [OfferFilters, (next: OfferFilters) => void] {
  const [filters, setFilters] = useState<OfferFilters>(noFilters);
  useEffect(() => {
    const read = () => setFilters(filtersFromQuery(window.location.search));
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, []);
  const update = useCallback((next: OfferFilters) => {
    setFilters(next);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${queryOf(next, search)}${hash}`);
  }, []);
  return [filters, update];
}
