// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RumPage } from "../../../src/services/rum/report";
import { MAX_BATCH } from "../../../src/services/rum/batch";
import type { RumReport } from "../../../src/services/rum/schema";

/** web-vitals stands in: the test reports metrics through the callbacks the code registered. */
const callbacks = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock("web-vitals/attribution", () => ({
  onLCP: (callback: (metric: unknown) => void) => callbacks.set("LCP", callback),
  onCLS: (callback: (metric: unknown) => void) => callbacks.set("CLS", callback),
  onINP: (callback: (metric: unknown) => void) => callbacks.set("INP", callback),
}));

const landing: RumPage = { template: "start", layout: "ibe", market: "us", path: "/" };
const later: RumPage = { template: "help-home", layout: "default", market: "us", path: "/help" };
const collector = "http://localhost:9000/rum/v1/reports";
const beacons: { url: string; reports: RumReport[] }[] = [];

/** A metric as web-vitals reports it (the fields the code reads), with an empty attribution. */
function report(name: "LCP" | "CLS" | "INP", id: string, navigationType = "navigate", value = 100): void {
  const attribution = name === "INP" ? { longAnimationFrameEntries: [] } : {};
  const metric: Record<string, unknown> = {
    name,
    id,
    value,
    rating: "good",
    navigationType,
    entries: [],
    attribution,
  };
  callbacks.get(name)?.(metric);
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

async function start() {
  vi.resetModules();
  const { startRum } = await import("../../../src/services/rum/start");
  const state = await import("../../../src/services/consent/state");
  state.announceConsent("performance");
  const fieldData = startRum({ landing, collector, appOf: { node: () => undefined, script: () => undefined } });
  return { fieldData, ...state };
}

describe("field data in the browser", () => {
  beforeEach(() => {
    beacons.length = 0;
    callbacks.clear();
    const sendBeacon = (url: string, body: string): boolean => {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === "object" && "reports" in parsed && Array.isArray(parsed.reports))
        beacons.push({ url, reports: parsed.reports });
      return true;
    };
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: sendBeacon });
  });
  afterEach(() => {
    setVisibility("visible");
    document.documentElement.removeAttribute("data-consent");
  });

  it("measures LCP, CLS and INP and sends their reports in one beacon when the page is hidden", async () => {
    await start();
    report("LCP", "a");
    report("CLS", "b");
    report("INP", "c");
    expect(beacons).toEqual([]);
    setVisibility("hidden");
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe(collector);
    expect(beacons[0]?.reports.map((r) => [r.metric, r.template, r.layout, r.market, r.path])).toEqual([
      ["LCP", "start", "ibe", "us", "/"],
      ["CLS", "start", "ibe", "us", "/"],
      ["INP", "start", "ibe", "us", "/"],
    ]);
  });

  it("sends what waits when the page is left, and nothing when nothing waits", async () => {
    await start();
    window.dispatchEvent(new Event("pagehide"));
    expect(beacons).toEqual([]);
    report("LCP", "a");
    window.dispatchEvent(new Event("pagehide"));
    expect(beacons.map((b) => b.reports.length)).toEqual([1]);
  });

  it("sends a batch as soon as it is full", async () => {
    await start();
    for (let i = 0; i < MAX_BATCH + 1; i += 1) report("CLS", `id-${i}`);
    expect(beacons.map((b) => b.reports.length)).toEqual([MAX_BATCH]);
    setVisibility("hidden");
    expect(beacons.map((b) => b.reports.length)).toEqual([MAX_BATCH, 1]);
  });

  it("keeps the last value of a metric reported twice under one id", async () => {
    await start();
    report("CLS", "a", "navigate", 0.1);
    report("CLS", "a", "navigate", 0.3);
    setVisibility("hidden");
    expect(beacons[0]?.reports.map((r) => r.value)).toEqual([0.3]);
  });

  it("labels a document's metrics with the page it was loaded for, and a restored page's with the page shown", async () => {
    const { fieldData } = await start();
    fieldData.show(later);
    report("CLS", "a");
    report("LCP", "b", "back-forward-cache");
    setVisibility("hidden");
    expect(beacons[0]?.reports.map((r) => r.path)).toEqual(["/", "/help"]);
  });

  it("drops what waits and sends nothing more once performance cookies are withdrawn", async () => {
    const { announceConsent } = await start();
    report("LCP", "a");
    announceConsent("essential");
    setVisibility("hidden");
    report("CLS", "b");
    window.dispatchEvent(new Event("pagehide"));
    expect(beacons).toEqual([]);
  });
});
