import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceConsent } from "../../../src/services/consent/state";
import { readCookie } from "../../../src/environment/storage";
import { forgetVisitor, VISITOR_COOKIE } from "../../../src/services/feature-flags/visitor";
import {
  FeatureFlagProvider,
  defaultFlagValues,
  flagOverrides,
  flagUser,
  localFlagClient,
  plusFlags,
  featureFlagConfig,
  LOCAL_SDK_KEY,
  sdkKeyFrom,
  useFlag,
  useFlagConversion,
  useFlags,
  type FeatureFlagClient,
  type FeatureFlagSdk,
  type FlagValues,
} from "../../../src/services/feature-flags";

function Hotline() {
  return <p>hotline {useFlag("hotline") ? "on" : "off"}</p>;
}

/** Reads two flags through useFlags and offers one plus action. */
function Offers() {
  const flags = useFlags();
  const convert = useFlagConversion();
  return (
    <button onClick={() => convert("offerDetailsOpened")}>
      {flags.reviews ? "reviews" : "no reviews"} {flags.truckTabs ? "tabs" : "no tabs"}
    </button>
  );
}

/** A flag service whose values the test changes, as a polling SDK would. */
function fakeService(values: FlagValues) {
  let current = values;
  const listeners = new Set<() => void>();
  const client: FeatureFlagClient = {
    values: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: vi.fn(),
  };
  return {
    client,
    push: (next: FlagValues) =>
      act(() => {
        current = next;
        listeners.forEach((l) => l());
      }),
  };
}

describe("the feature-flag provider", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetVisitor();
    delete document.documentElement.dataset.consent;
  });

  it("covers every plus flag of the spec with a local default", () => {
    expect(Object.keys(defaultFlagValues).sort()).toEqual([...plusFlags].sort());
    expect(plusFlags).toHaveLength(10);
    expect(localFlagClient().values()).toBe(defaultFlagValues);
  });

  it("uses the local defaults and never loads an SDK without a key for the page's environment", () => {
    const loadSdk: FeatureFlagSdk = vi.fn();
    render(
      <FeatureFlagProvider config={{ sdkKeys: { stage: "stage-key-123", prod: "prod-key-123" }, loadSdk }}>
        <Hotline />
      </FeatureFlagProvider>,
    );
    expect(screen.getByText("hotline on")).toBeInTheDocument();
    expect(loadSdk).not.toHaveBeenCalled();
  });

  it("switches to the flag service keyed for the page's environment, with the spec's flag user, and follows its updates", async () => {
    const service = fakeService({ ...defaultFlagValues, hotline: false });
    const loadSdk = vi.fn<FeatureFlagSdk>().mockResolvedValue(service.client);
    const { unmount } = render(
      <FeatureFlagProvider config={{ sdkKeys: { dev: "client-key-123", prod: "prod-key-123" }, loadSdk }}>
        <Hotline />
      </FeatureFlagProvider>,
    );
    expect(await screen.findByText("hotline off")).toBeInTheDocument();
    expect(loadSdk).toHaveBeenCalledWith({
      sdkKey: "client-key-123",
      context: { environment: "dev" },
      overrides: {},
    });
    service.push({ ...defaultFlagValues, hotline: true });
    expect(screen.getByText("hotline on")).toBeInTheDocument();
    unmount();
    expect(service.client.close).toHaveBeenCalled();
  });

  it("connects a visitor who allows performance cookies with their visitor id as flag user and targeting key", async () => {
    announceConsent("performance");
    const loadSdk = vi.fn<FeatureFlagSdk>().mockResolvedValue(fakeService(defaultFlagValues).client);
    const { unmount } = render(
      <FeatureFlagProvider config={{ sdkKeys: { dev: "client-key-123" }, loadSdk }}>
        <Hotline />
      </FeatureFlagProvider>,
    );
    await waitFor(() => expect(loadSdk).toHaveBeenCalled());
    const id = readCookie(VISITOR_COOKIE);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(loadSdk).toHaveBeenCalledWith({
      sdkKey: "client-key-123",
      context: { targetingKey: id, environment: "dev" },
      overrides: {},
    });
    unmount();
  });

  it("gives a visitor who agrees on the page an id for the next page view, without connecting again", async () => {
    const loadSdk = vi.fn<FeatureFlagSdk>().mockResolvedValue(fakeService(defaultFlagValues).client);
    render(
      <FeatureFlagProvider config={{ sdkKeys: { dev: "client-key-123" }, loadSdk }}>
        <Hotline />
      </FeatureFlagProvider>,
    );
    await waitFor(() => expect(loadSdk).toHaveBeenCalled());
    expect(readCookie(VISITOR_COOKIE)).toBeUndefined();
    act(() => announceConsent("performance"));
    expect(readCookie(VISITOR_COOKIE)).toMatch(/^[0-9a-f]{32}$/);
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(loadSdk).toHaveBeenCalledWith(expect.objectContaining({ context: { targetingKey: undefined, environment: "dev" } }));
  });

  it("keeps the local defaults when the flag service fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const loadSdk = vi.fn<FeatureFlagSdk>().mockRejectedValue(new Error("offline"));
    render(
      <FeatureFlagProvider config={{ sdkKeys: { dev: "client-key-123" }, loadSdk }}>
        <Hotline />
      </FeatureFlagProvider>,
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining("local defaults"), expect.any(Error)));
    expect(screen.getByText("hotline on")).toBeInTheDocument();
  });

  it("hands the service each flag a reader uses, and each plus action", async () => {
    const service = fakeService(defaultFlagValues);
    const expose = vi.fn();
    const convert = vi.fn();
    const loadSdk = vi.fn<FeatureFlagSdk>().mockResolvedValue({ ...service.client, expose, convert });
    render(
      <FeatureFlagProvider config={{ sdkKeys: { dev: "client-key-123" }, loadSdk }}>
        <Offers />
      </FeatureFlagProvider>,
    );
    await waitFor(() => expect(new Set(expose.mock.calls.map(([flag]) => flag))).toEqual(new Set(["reviews", "truckTabs"])));
    act(() => screen.getByRole("button").click());
    expect(convert).toHaveBeenCalledWith("offerDetailsOpened");
  });

  it("gives the service the flag cookie's flags to put on top of its values, outside production", async () => {
    document.cookie = "movanta_flags=reviews:off,hotline:on";
    const loadSdk = vi.fn<FeatureFlagSdk>().mockResolvedValue(localFlagClient());
    render(
      <FeatureFlagProvider config={{ sdkKeys: { dev: "client-key-123" }, loadSdk }}>
        <Offers />
      </FeatureFlagProvider>,
    );
    // Before the service's client has loaded, the cookie's flags are on top of the defaults.
    expect(screen.getByRole("button")).toHaveTextContent("no reviews");
    await waitFor(() => expect(loadSdk).toHaveBeenCalledWith(expect.objectContaining({ overrides: { reviews: false, hotline: true } })));
    document.cookie = "movanta_flags=; max-age=0";
  });

  it("talks to the local stand-in in dev and needs GATSBY_FEATURE_FLAGS_SDK_KEY for stage and production", () => {
    expect(featureFlagConfig.sdkKeys.dev).toBe(LOCAL_SDK_KEY);
    expect(featureFlagConfig.sdkKeys.prod).toBe(sdkKeyFrom(process.env.GATSBY_FEATURE_FLAGS_SDK_KEY));
    expect(featureFlagConfig.loadSdk).toBeDefined();
  });

  it("accepts only a well-formed SDK key from the environment", () => {
    expect(sdkKeyFrom("client-key-123")).toBe("client-key-123");
    expect(sdkKeyFrom(undefined)).toBeUndefined();
    expect(sdkKeyFrom("")).toBeUndefined();
    expect(sdkKeyFrom("key with spaces")).toBeUndefined();
    expect(sdkKeyFrom("<script>")).toBeUndefined();
  });

  it.each([
    ["localhost", "dev"],
    ["us.internal.movanta-test.com", "stage"],
    ["www.local.movanta.com", "stage"],
    ["www.movanta.com", "prod"],
    ["www.internalaffairs.example", "prod"],
  ])("gives the flag user on host %s the %s environment", (host, environment) => {
    expect(flagUser(host)).toEqual({ id: "1", attributes: { environment } });
  });
});

describe("the flag cookie", () => {
  it("flips known flags on or off and ignores anything else", () => {
    expect(flagOverrides("reviews:off, dynamicOffers:on,unknown:on,hotline:maybe")).toEqual({ reviews: false, dynamicOffers: true });
    expect(flagOverrides(undefined)).toEqual({});
  });
});
