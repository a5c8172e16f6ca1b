// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Consent } from "../../../../src/services/consent/state";
import type { FeatureFlagClient, FlagUser } from "../../../../src/services/feature-flags";
import type { connectFlagService as ConnectFlagService } from "../../../../src/services/feature-flags/service/client";
import type { FlagEvent } from "../../../../src/services/feature-flags/service/events";

const user: FlagUser = { id: "1", attributes: { environment: "dev" } };
const EVENTS_URL = "http://localhost:3000/flags/v1/sdk/local-flags-key/events";

let connect: typeof ConnectFlagService;
let announce: (consent: Consent) => void;
let beacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
let open: FeatureFlagClient[];
let answer: unknown;

/** Each beacon's events, in the order they were sent. */
const batches = (): FlagEvent[][] =>
  beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(EVENTS_URL);
    const parsed: { user: FlagUser; events: FlagEvent[] } = JSON.parse(body);
    expect(parsed.user).toEqual(user);
    return parsed.events;
  });
const settle = () => vi.advanceTimersByTimeAsync(0);
/** A connected page view whose service has answered. */
async function pageView(): Promise<FeatureFlagClient> {
  const c = connect({ sdkKey: "local-flags-key", context: { environment: "dev" }, overrides: {}, base: "/flags" });
  open.push(c);
  await settle();
  return c;
}
/** `count` conversions from one page view. */
const convert = (c: FeatureFlagClient, count: number): void => {
  for (let i = 0; i < count; i += 1) c.convert?.("offerDetailsOpened");
};

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ({ connectFlagService: connect } = await import("../../../../src/services/feature-flags/service/client"));
  ({ announceConsent: announce } = await import("../../../../src/services/consent/state"));
  delete document.documentElement.dataset.consent;
  open = [];
  answer = { flags: {} };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(answer))),
  );
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
});
afterEach(() => {
  open.forEach((c) => c.close());
  // Nothing left waiting in this test's queue for a later test's pagehide to send.
  announce("essential");
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the flag service's events", () => {
  it("report an exposure the first time the page view uses a flag, with the service's value, and again when it changes", async () => {
    announce("performance");
    answer = { flags: { reviews: false } };
    const c = connect({ sdkKey: "local-flags-key", context: { environment: "dev" }, overrides: {}, base: "/flags" });
    open.push(c);
    // Used before the service answered: reported with the service's value once it has.
    c.expose?.("reviews");
    await settle();
    c.expose?.("reviews");
    c.expose?.("hotline");
    answer = { flags: { reviews: true } };
    await vi.advanceTimersByTimeAsync(60_000);
    c.expose?.("reviews");
    c.expose?.("hotline");
    c.close();
    expect(batches().flat()).toEqual([
      { type: "exposure", flag: "reviews", value: false, at: expect.any(Number) },
      { type: "exposure", flag: "hotline", value: true, at: expect.any(Number) },
      { type: "exposure", flag: "reviews", value: true, at: expect.any(Number) },
    ]);
  });

  it("report nothing while the service has not answered", async () => {
    announce("performance");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const c = await pageView();
    c.expose?.("reviews");
    c.close();
    expect(beacon).not.toHaveBeenCalled();
  });

  it("go out in batches of 20 at once, and the rest 10 s after its first event", async () => {
    announce("performance");
    const c = await pageView();
    convert(c, 21);
    await settle();
    expect(batches().map((b) => b.length)).toEqual([20]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(beacon).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches().map((b) => b.length)).toEqual([20, 1]);
    expect(batches()[1]).toEqual([{ type: "conversion", name: "offerDetailsOpened", at: expect.any(Number) }]);
  });

  it("go out with a beacon when the page is left", async () => {
    announce("performance");
    const c = await pageView();
    convert(c, 3);
    await settle();
    expect(beacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("pagehide"));
    expect(batches().map((b) => b.length)).toEqual([3]);
  });

  it("stay in memory before the visitor answers, at most 100, and go out in batches once they agree", async () => {
    const c = await pageView();
    convert(c, 130);
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(beacon).not.toHaveBeenCalled();
    announce("performance");
    expect(batches().map((b) => b.length)).toEqual([20, 20, 20, 20, 20]);
  });

  it("are dropped with the limited version, and nothing is sent, then or ever", async () => {
    const c = await pageView();
    convert(c, 5);
    announce("essential");
    convert(c, 5);
    c.expose?.("reviews");
    window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(beacon).not.toHaveBeenCalled();
    // Agreeing later, in the privacy settings, sends none of what came before.
    announce("performance");
    c.close();
    expect(beacon).not.toHaveBeenCalled();
  });

  it("that wait are dropped when the visitor withdraws consent", async () => {
    announce("performance");
    const c = await pageView();
    convert(c, 5);
    await settle();
    announce("essential");
    await vi.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon).not.toHaveBeenCalled();
  });
});
