import type { CLSMetricWithAttribution, INPMetricWithAttribution, LCPMetricWithAttribution } from "web-vitals/attribution";
import type { RumReport } from "./schema";

/** A measurement as web-vitals' attribution build hands it over. */
export type FieldMetric = LCPMetricWithAttribution | CLSMetricWithAttribution | INPMetricWithAttribution;

/** What a report says about the page it measured (its page context's names and its path). */
export type RumPage = Pick<RumReport, "template" | "layout" | "market" | "path">;

/** Which runtime app a node sits in (its slot), and which app loaded a script; undefined for the site's own. */
export type AppResolver = {
  node(node: Node | null | undefined): string | undefined;
  script(url: string): string | undefined;
};

/** A report of one measurement of a page: its value (whole milliseconds, CLS to four places), the page's names and the app it names. */
export function toReport(metric: FieldMetric, page: RumPage, appOf: AppResolver): RumReport {
  const app = appOfMetric(metric, appOf);
  return {
    metric: metric.name,
    value: metric.name === "CLS" ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value),
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    ...page,
    ...(app === undefined ? {} : { app }),
  };
}

/**
 * The app the attribution names: the slot of the LCP element, of the largest shift's first source or
 * of the interaction's target; for INP without one, the app whose script ran longest in the
 * interaction's long animation frames.
 */
export function appOfMetric(metric: FieldMetric, appOf: AppResolver): string | undefined {
  switch (metric.name) {
    case "LCP":
      return appOf.node(metric.attribution.lcpEntry?.element);
    case "CLS":
      return appOf.node(metric.attribution.largestShiftSource?.node);
    case "INP": {
      const target = metric.entries.find((entry) => entry.target !== null)?.target;
      return (
        appOf.node(target) ??
        scriptsByDuration(metric)
          .map((url) => appOf.script(url))
          .find((app) => app !== undefined)
      );
    }
  }
}

/** The scripts of an interaction's long animation frames, longest first (web-vitals' longest one leads). */
function scriptsByDuration(metric: INPMetricWithAttribution): string[] {
  const scripts = metric.attribution.longAnimationFrameEntries.flatMap((frame) => frame.scripts);
  const longest = metric.attribution.longestScript?.entry;
  return [...(longest ? [longest] : []), ...scripts.sort((a, b) => b.duration - a.duration)].map((script) => script.sourceURL);
}
