import { onCLS, onINP, onLCP } from "web-vitals/attribution";
import { currentConsent, onConsentChange } from "../consent/state";
import { createBatch } from "./batch";
import { toReport, type AppResolver, type FieldMetric, type RumPage } from "./report";
import { FIELD_DATA_MARK } from "./started";

/** Field data of this document, running: it is told each page the visitor is shown. */
export type FieldData = { show(page: RumPage): void };

/** What field data needs: the page the document was loaded for, where beacons go, and how to name an app. */
export type FieldDataOptions = { landing: RumPage; collector: string; appOf: AppResolver };

const allowed = (): boolean => currentConsent() === "performance";

/**
 * Measures LCP, CLS and INP of this document load (docs/field-data.md) and sends them in batches with
 * `navigator.sendBeacon` (a JSON string, so text/plain: no preflight to a collector on another
 * origin) when the page is hidden or left, or a batch is full. Call it once per document, only after
 * the visitor allowed performance cookies; a later withdrawal drops what waits and sends nothing more.
 */
export function startRum({ landing, collector, appOf }: FieldDataOptions): FieldData {
  let shown = landing;
  const batch = createBatch((reports) => void navigator.sendBeacon(collector, JSON.stringify({ reports })));
  const record = (metric: FieldMetric): void => {
    if (!allowed()) return;
    // web-vitals measures the document load; a page restored from the back/forward cache measures the page shown then.
    batch.add(toReport(metric, metric.navigationType === "back-forward-cache" ? shown : landing, appOf));
  };
  onLCP(record);
  onCLS(record);
  onINP(record);
  const flush = (): void => (allowed() ? batch.flush() : batch.clear());
  // On window and not in capture: web-vitals reports on the same event in its capture listeners, which run first.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
  onConsentChange(() => {
    if (!allowed()) batch.clear();
  });
  performance.mark(FIELD_DATA_MARK);
  return { show: (page) => void (shown = page) };
}
