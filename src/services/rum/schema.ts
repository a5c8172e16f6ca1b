import * as v from "valibot";
import { MAX_BATCH } from "./batch";

/** The metrics the site measures in the field. */
export const rumMetrics = ["LCP", "CLS", "INP"] as const;

/** How the page was reached, as web-vitals names it (`back-forward-cache`: restored from the browser's page cache). */
export const navigationTypes = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;

/** A template, layout or app name: a short word of letters, digits and dashes, as the site's own names are. */
const name = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/));

/**
 * One measurement of one page view (docs/field-data.md, "A report"): what the browser sends, the
 * collector keeps and `npm run rum:report` reads. The browser only builds it (its type); the local
 * collector and the report script check it with this schema.
 */
export const rumReportSchema = v.strictObject({
  metric: v.picklist(rumMetrics),
  /** Milliseconds for LCP and INP, a unitless score for CLS. */
  value: v.pipe(v.number(), v.finite(), v.minValue(0)),
  rating: v.picklist(["good", "needs-improvement", "poor"]),
  /** web-vitals' id of this metric of this page view: a later value of the same id replaces an earlier one. */
  id: v.pipe(v.string(), v.regex(/^[\w.-]{1,100}$/)),
  navigationType: v.picklist(navigationTypes),
  template: name,
  layout: name,
  /** The market's id (`us`, `de-business`). */
  market: v.pipe(v.string(), v.regex(/^[a-z]{2}(-[a-z]+)*$/)),
  /** The page's path on its host (language prefix included), never its query. */
  path: v.pipe(v.string(), v.regex(/^\/[^?#\s]{0,511}$/)),
  /** The runtime app whose slot held the element, or whose script ran, that the measurement names. */
  app: v.optional(name),
});

/** One report. */
export type RumReport = v.InferOutput<typeof rumReportSchema>;

/** What a beacon carries: `{"reports":[…]}`, 1 to MAX_BATCH reports, sent as text/plain. */
export const rumBeaconSchema = v.strictObject({
  reports: v.pipe(v.array(rumReportSchema), v.minLength(1), v.maxLength(MAX_BATCH)),
});

/** One line of a collector's export (newline-delimited JSON): a report and when the collector received it. */
export const rumExportLineSchema = v.strictObject({
  ...rumReportSchema.entries,
  receivedAt: v.pipe(v.string(), v.isoTimestamp()),
});

/** One exported report. */
export type RumExportLine = v.InferOutput<typeof rumExportLineSchema>;
