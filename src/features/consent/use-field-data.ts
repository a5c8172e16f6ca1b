import { useEffect } from "react";
import { useSitePage } from "../../page-context/site-page";
import type { Consent } from "../../services/consent/state";
import type { RumPage } from "../../services/rum/report";

/** The page this document was loaded for: field data measures a document load. */
let landing: RumPage | undefined;

const loadFieldData = () => import(/* webpackChunkName: "field-data" */ "./field-data");

/**
 * Real-user web vitals (docs/field-data.md): only once the visitor allowed performance cookies, loads
 * the measuring code (this runs in the consent chunk, after the page's first paint) and tells it each
 * page shown. Before that answer, and with the limited version, nothing loads.
 */
export function useFieldData(consent: Consent | undefined): void {
  const { template, layout, market, pagePath } = useSitePage();
  const marketId = market.id;
  useEffect(() => {
    const page: RumPage = { template, layout, market: marketId, path: pagePath };
    landing ??= page;
    if (consent !== "performance") return;
    const first = landing;
    loadFieldData().then(
      ({ measurePages }) => measurePages(first, page),
      (error: unknown) => console.warn("[field-data] the measuring code did not load:", error),
    );
  }, [consent, template, layout, marketId, pagePath]);
}
