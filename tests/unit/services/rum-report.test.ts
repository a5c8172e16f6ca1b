// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { CLSMetricWithAttribution, INPMetricWithAttribution, LCPMetricWithAttribution } from "web-vitals/attribution";
import * as v from "valibot";
import { collectorUrl } from "../../../src/services/rum/collector";
import { toReport, type AppResolver, type RumPage } from "../../../src/services/rum/report";
import { rumBeaconSchema } from "../../../src/services/rum/schema";

/** A browser object with only the fields a test names (the rest is never read). */
const fake = <T>(fields: Partial<T>): T => fields as T;

const page: RumPage = { template: "start", layout: "ibe", market: "us", path: "/" };
const base = { rating: "good", delta: 0, id: "v6-1-2", navigationType: "navigate", navigationId: 1 } as const;

const inApp = document.createElement("p");
const ownElement = document.createElement("h1");
const appScript = "http://localhost:9000/apps/rac-search/main.js";
/** Names rac-search for `inApp` and its script, nothing else. */
const appOf: AppResolver = {
  node: (node) => (node === inApp ? "rac-search" : undefined),
  script: (url) => (url === appScript ? "rac-search" : undefined),
};

const lcp = (element: Element | null, value = 1234.56): LCPMetricWithAttribution => ({
  ...base,
  name: "LCP",
  value,
  entries: [],
  attribution: {
    timeToFirstByte: 0,
    resourceLoadDelay: 0,
    resourceLoadDuration: 0,
    elementRenderDelay: 0,
    lcpEntry: fake<LargestContentfulPaint>({ element }),
  },
});

const cls = (node: Node | null, value: number): CLSMetricWithAttribution => ({
  ...base,
  name: "CLS",
  value,
  entries: [],
  attribution: { largestShiftSource: fake<LayoutShiftAttribution>({ node }) },
});

const inp = (target: Node | null, scripts: { sourceURL: string; duration: number }[]): INPMetricWithAttribution => ({
  ...base,
  name: "INP",
  value: 212.4,
  rating: "needs-improvement",
  entries: [fake<PerformanceEventTiming>({ target })],
  attribution: {
    processedEventEntries: [],
    inputDelay: 0,
    processingDuration: 0,
    presentationDelay: 0,
    loadState: "complete",
    longAnimationFrameEntries: [
      fake<PerformanceLongAnimationFrameTiming>({ scripts: scripts.map((script) => fake<PerformanceScriptTiming>(script)) }),
    ],
  },
});

describe("a field-data report", () => {
  it("carries the metric, its value, rating, id, navigation type and the page's template, layout, market and path", () => {
    const report = toReport(lcp(ownElement), page, appOf);
    expect(report).toEqual({
      metric: "LCP",
      value: 1235,
      rating: "good",
      id: "v6-1-2",
      navigationType: "navigate",
      template: "start",
      layout: "ibe",
      market: "us",
      path: "/",
    });
    expect(v.is(rumBeaconSchema, { reports: [report] })).toBe(true);
  });

  it("rounds milliseconds to whole ones and CLS to four places", () => {
    expect(toReport(cls(null, 0.123456), page, appOf).value).toBe(0.1235);
    expect(toReport(inp(null, []), page, appOf).value).toBe(212);
  });

  it("names the app whose slot holds the LCP element, the largest shift's source or the interaction's target", () => {
    expect(toReport(lcp(inApp), page, appOf).app).toBe("rac-search");
    expect(toReport(cls(inApp, 0.2), page, appOf).app).toBe("rac-search");
    expect(toReport(inp(inApp, []), page, appOf).app).toBe("rac-search");
  });

  it("names the app whose script ran longest in the interaction's frames when its target is the site's own", () => {
    const scripts = [
      { sourceURL: "http://localhost:9000/app-1.js", duration: 90 },
      { sourceURL: appScript, duration: 40 },
    ];
    expect(toReport(inp(ownElement, scripts), page, appOf).app).toBe("rac-search");
  });

  it("names no app for the site's own element, a missing one, or the site's own scripts", () => {
    expect(toReport(lcp(ownElement), page, appOf)).not.toHaveProperty("app");
    expect(toReport(lcp(null), page, appOf)).not.toHaveProperty("app");
    expect(toReport(cls(null, 0), page, appOf)).not.toHaveProperty("app");
    expect(toReport(inp(null, [{ sourceURL: "http://localhost:9000/app-1.js", duration: 90 }]), page, appOf)).not.toHaveProperty("app");
  });
});

describe("the field-data collector's address", () => {
  it("is the local server's /rum in dev and the rum service's host on stage and in production", () => {
    expect(collectorUrl({ hostname: "localhost", origin: "http://localhost:9000" })).toBe("http://localhost:9000/rum/v1/reports");
    expect(collectorUrl({ hostname: "de.internal.movanta-test.com", origin: "https://de.internal.movanta-test.com" })).toBe(
      "https://rum.internal.movanta-test.com/v1/reports",
    );
    expect(collectorUrl({ hostname: "www.movanta.de", origin: "https://www.movanta.de" })).toBe("https://rum.movanta.example/v1/reports");
  });
});
