// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bucketOf, BUCKETS, variantOf } from "../../../../src/services/feature-flags/bucket";
import { assign, type Experiment } from "../../../../src/services/feature-flags/experiments";
import { defaultFlagValues, type FeatureFlagClient } from "../../../../src/services/feature-flags";
import type { connectFlagService as ConnectFlagService } from "../../../../src/services/feature-flags/service/client";
import type { FlagEvent } from "../../../../src/services/feature-flags/service/events";

const experiment: Experiment = { key: "new-banners-1", flag: "newBanners", percentage: 50 };

/** Ids as the site makes them (128 bits in hex), from a seeded generator so a run is repeatable. */
function visitorIds(count: number, seed = 0x2f6b_1d3a): string[] {
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
  return Array.from({ length: count }, () => Array.from({ length: 4 }, () => next().toString(16).padStart(8, "0")).join(""));
}

describe("experiment buckets", () => {
  it("split 1,000 visitors of a 50 % experiment 50/50 within 5 %, each keeping their variant on 3 page views", () => {
    const counts = { control: 0, treatment: 0 };
    for (const id of visitorIds(1000)) {
      const views = [1, 2, 3].map(() => assign(defaultFlagValues, [experiment], id));
      const variants = new Set(views.map((view) => view.assignments.get("newBanners")?.variant));
      const values = new Set(views.map((view) => view.values.newBanners));
      expect(variants.size).toBe(1);
      expect(values.size).toBe(1);
      const [variant] = variants;
      if (variant === undefined) throw new Error(`visitor ${id} has no variant`);
      counts[variant] += 1;
      // The treatment flips the flag's configured value (off by default), the control keeps it.
      expect(views[0]?.values.newBanners).toBe(variant === "treatment");
    }
    expect(counts.treatment).toBeGreaterThanOrEqual(450);
    expect(counts.treatment).toBeLessThanOrEqual(550);
    expect(counts.control + counts.treatment).toBe(1000);
  });

  it("give the same bucket for the same visitor and experiment in every run, and another experiment reshuffles", () => {
    // Fixed values: a change of the hash would move every running experiment's visitors.
    expect([
      bucketOf("new-banners-1", "0123456789abcdef0123456789abcdef"),
      bucketOf("new-banners-2", "0123456789abcdef0123456789abcdef"),
      bucketOf("dynamic-offers", "ffffffffffffffffffffffffffffffff"),
    ]).toEqual([7531, 4662, 9605]);
    const ids = visitorIds(1000, 7);
    const sameVariant = ids.filter((id) => variantOf("a", id, 50) === variantOf("b", id, 50)).length;
    expect(sameVariant).toBeGreaterThan(400);
    expect(sameVariant).toBeLessThan(600);
    for (const id of ids) expect(bucketOf("a", id)).toBeLessThan(BUCKETS);
  });

  it("give a percentage's share of visitors the treatment: none at 0 %, all at 100 %, about a tenth at 10 %", () => {
    const ids = visitorIds(1000, 11);
    const treated = (percentage: number) => ids.filter((id) => variantOf("rollout", id, percentage) === "treatment").length;
    expect(treated(0)).toBe(0);
    expect(treated(100)).toBe(1000);
    expect(treated(10)).toBeGreaterThan(70);
    expect(treated(10)).toBeLessThan(130);
  });

  it("give a visitor without an id every control and no assignment, so nothing of theirs is counted", () => {
    const { values, assignments } = assign(
      { ...defaultFlagValues, reviews: true },
      [experiment, { ...experiment, key: "r", flag: "reviews" }],
      undefined,
    );
    expect(values).toEqual({ ...defaultFlagValues, reviews: true });
    expect(assignments.size).toBe(0);
  });
});

describe("the flag service's client with experiments", () => {
  let connect: typeof ConnectFlagService;
  let beacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
  const open: FeatureFlagClient[] = [];

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    ({ connectFlagService: connect } = await import("../../../../src/services/feature-flags/service/client"));
    document.documentElement.dataset.consent = "performance";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ flags: { newBanners: false }, experiments: [experiment] }))),
    );
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
  });
  afterEach(() => {
    open.splice(0).forEach((c) => c.close());
    delete document.documentElement.dataset.consent;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** One page view that uses the experiment's flag twice; its events once they have gone out. */
  async function pageView(targetingKey: string | undefined): Promise<{ value: boolean; events: FlagEvent[] }> {
    beacon.mockClear();
    const c = connect({ sdkKey: "local-flags-key", context: { targetingKey, environment: "dev" }, overrides: {}, base: "/flags" });
    open.push(c);
    await vi.advanceTimersByTimeAsync(0);
    c.expose?.("newBanners");
    c.expose?.("newBanners");
    const value = c.values().newBanners;
    c.close();
    await vi.advanceTimersByTimeAsync(0);
    const events = beacon.mock.calls.flatMap(([, body]) => (JSON.parse(body) as { events: FlagEvent[] }).events);
    return { value, events };
  }

  it("shows a visitor their variant on every page view and reports one exposure per page view naming experiment and variant", async () => {
    const [treated, controlled] = ["0123456789abcdef0123456789abcdef", "00000000000000000000000000000000"];
    // Their buckets in this experiment, 7531 and 9343 (above): under a 90 % experiment's 9000, above a 50 % one's 5000.
    for (const [id, percentage, variant] of [
      [treated, 90, "treatment"],
      [controlled, 50, "control"],
    ] as const) {
      vi.mocked(fetch).mockImplementation(
        async () => new Response(JSON.stringify({ flags: { newBanners: false }, experiments: [{ ...experiment, percentage }] })),
      );
      for (let view = 0; view < 3; view += 1) {
        const { value, events } = await pageView(id);
        expect(value).toBe(variant === "treatment");
        expect(events).toEqual([
          {
            type: "exposure",
            flag: "newBanners",
            value: variant === "treatment",
            at: expect.any(Number),
            experiment: experiment.key,
            variant,
          },
        ]);
      }
    }
  });

  it("gives a visitor without an id the control and reports no experiment for them", async () => {
    const { value, events } = await pageView(undefined);
    expect(value).toBe(false);
    expect(events).toEqual([{ type: "exposure", flag: "newBanners", value: false, at: expect.any(Number) }]);
  });
});
