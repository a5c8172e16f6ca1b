// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FeatureFlagClient } from "../../../../src/services/feature-flags";
import type { connectFlagService as ConnectFlagService } from "../../../../src/services/feature-flags/service/client";

type Reply = { status?: number; body?: unknown; etag?: string };
const CONFIG_URL = "http://localhost:3000/flags/v1/sdk/local-flags-key/config?user=1&environment=dev";

let connect: typeof ConnectFlagService;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let replies: Reply[];
let open: FeatureFlagClient[];

/** The service answers each request with the next reply (the last one again when they run out). */
const reply = (...next: Reply[]): void => void replies.push(...next);
const response = ({ status = 200, body, etag }: Reply): Response =>
  new Response(status === 304 || body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: etag ? { etag } : {},
  });

/** A client for one page view, closed after the test. */
function client(overrides = {}): FeatureFlagClient {
  const c = connect({ sdkKey: "local-flags-key", context: { environment: "dev" }, overrides, base: "/flags" });
  open.push(c);
  return c;
}
const settle = () => vi.advanceTimersByTimeAsync(0);
const ifNoneMatch = (call: number): string | undefined =>
  new Headers(fetchMock.mock.calls[call]?.[1].headers).get("if-none-match") ?? undefined;
const setVisibility = (state: DocumentVisibilityState): void => {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
};

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ({ connectFlagService: connect } = await import("../../../../src/services/feature-flags/service/client"));
  replies = [];
  open = [];
  fetchMock = vi.fn(async () => response(replies.length > 1 ? (replies.shift() ?? {}) : (replies[0] ?? {})));
  vi.stubGlobal("fetch", fetchMock);
  Object.defineProperty(navigator, "sendBeacon", { value: vi.fn(() => true), configurable: true });
  setVisibility("visible");
});
afterEach(() => {
  open.forEach((c) => c.close());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the flag service's client", () => {
  it("asks for the SDK key's configuration with the flag user and nothing else about the visitor, and applies it", async () => {
    reply({ body: { flags: { reviews: false } }, etag: '"a"' });
    const c = client();
    const changed = vi.fn();
    c.subscribe(changed);
    expect(c.values().reviews).toBe(true);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(CONFIG_URL);
    expect(init).toMatchObject({ credentials: "same-origin", referrerPolicy: "no-referrer", cache: "no-store" });
    expect(ifNoneMatch(0)).toBeUndefined();
    expect(c.values().reviews).toBe(false);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("revalidates with the answer's ETag, and a 304 keeps the same values without telling anyone", async () => {
    reply({ body: { flags: { hotline: false } }, etag: '"v1"' }, { status: 304 });
    const c = client();
    await settle();
    const before = c.values();
    const changed = vi.fn();
    c.subscribe(changed);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(ifNoneMatch(1)).toBe('"v1"');
    expect(c.values()).toBe(before);
    expect(changed).not.toHaveBeenCalled();
  });

  it("asks again every 60 s by default, or at the answer's interval clamped to 5 s to 1 hour", async () => {
    reply({ body: { flags: {}, pollSeconds: 1 } });
    client();
    await settle();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    replies = [{ body: { flags: {}, pollSeconds: 86_400 } }];
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    replies = [{ body: { flags: {} } }];
    await vi.advanceTimersByTimeAsync(3_600_000 + 59_999);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it("asks nothing while the tab is hidden, and asks at once when it is shown after a poll fell due", async () => {
    reply({ body: { flags: {} }, etag: '"a"' });
    client();
    await settle();
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("waits out the rest of the interval when the tab is shown before a poll is due", async () => {
    reply({ body: { flags: {} } });
    client();
    await settle();
    await vi.advanceTimersByTimeAsync(20_000);
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(20_000);
    setVisibility("visible");
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps the current values while the service fails, with one warning, and waits twice as long after each failure", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reply({ body: { flags: { reviews: false } } }, { status: 500 }, { status: 503 }, { body: { flags: { reviews: false } } });
    const c = client();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(c.values().reviews).toBe(false);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(1);
    // A good answer ends the back-off.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it("keeps the current values when the network fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reply({ body: { flags: { hotline: false } } });
    const c = client();
    await settle();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(c.values().hotline).toBe(false);
  });

  it.each([
    ["a flag's value is not a boolean", { flags: { reviews: "off" } }],
    ["it has no flags", { pollSeconds: 30 }],
    ["it is not JSON", "<html>maintenance</html>"],
  ])("keeps the current values with one console error when an answer is bad: %s", async (_, bad) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    reply({ body: { flags: { reviews: false } } }, { body: bad });
    const c = client();
    await settle();
    const before = c.values();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(c.values()).toBe(before);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/keeping the current values/);
  });

  it("ignores flags it does not know, and a flag missing from an answer gets its default back", async () => {
    reply({ body: { flags: { reviews: false, holidayMode: true } } }, { body: { flags: {} } });
    const c = client();
    await settle();
    expect(c.values()).not.toHaveProperty("holidayMode");
    expect(c.values().reviews).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(c.values().reviews).toBe(true);
  });

  it("puts the flag cookie's flags on top of the service's values", async () => {
    reply({ body: { flags: { reviews: false, hotline: false } } });
    const c = client({ reviews: true });
    await settle();
    expect(c.values()).toMatchObject({ reviews: true, hotline: false });
  });

  it("starts a later page view from the document's last answer and revalidates it when it is due", async () => {
    reply({ body: { flags: { reviews: false } }, etag: '"v1"' }, { status: 304 });
    const first = client();
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    first.close();
    const next = client();
    expect(next.values().reviews).toBe(false);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(ifNoneMatch(1)).toBe('"v1"');
  });

  it("stops asking when the page view closes", async () => {
    reply({ body: { flags: {} } });
    const c = client();
    await settle();
    c.close();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
