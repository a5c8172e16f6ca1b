import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookie } from "../../../../src/environment/storage";
import { useFirstInteraction } from "../../../../src/hooks/first-interaction";
import { announceConsent } from "../../../../src/services/consent/state";
import { forgetVisitor, VISITOR_COOKIE } from "../../../../src/services/feature-flags/visitor";
import {
  defaultFlagValues,
  FeatureFlagProvider,
  useFlag,
  useFlagsNeeded,
  type FeatureFlagClient,
  type FeatureFlagSdk,
} from "../../../../src/services/feature-flags";

/** A part that shows the hotline flag and says whether it is in view. */
function Hotline({ inView }: { inView: boolean }) {
  useFlagsNeeded(inView);
  return <p>hotline {useFlag("hotline") ? "on" : "off"}</p>;
}

function Interacted() {
  return <p>{useFirstInteraction() ? "interacted" : "not yet"}</p>;
}

const served = { ...defaultFlagValues, hotline: false };
const service = (): FeatureFlagClient => ({
  values: () => served,
  subscribe: () => () => undefined,
  close: vi.fn(),
});

const page = (loadSdk: FeatureFlagSdk, inView: boolean) => (
  <FeatureFlagProvider config={{ sdkKeys: { dev: "client-key-123" }, loadSdk }} connect="when-needed">
    <Hotline inView={inView} />
    <Interacted />
  </FeatureFlagProvider>
);

// The first interaction is the page's, once: the tests run in this order, the last one interacts.
describe("a flag provider that connects when needed", () => {
  afterEach(() => {
    forgetVisitor();
    delete document.documentElement.dataset.consent;
  });

  it("loads no client while no part showing flags is in view, and connects once one is", async () => {
    const loadSdk = vi.fn<FeatureFlagSdk>().mockResolvedValue(service());
    const { rerender } = render(page(loadSdk, false));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(loadSdk).not.toHaveBeenCalled();
    expect(screen.getByText("hotline on")).toBeInTheDocument();
    rerender(page(loadSdk, true));
    expect(await screen.findByText("hotline off")).toBeInTheDocument();
    expect(loadSdk).toHaveBeenCalledTimes(1);
  });

  it("keeps the flag user 1 for a visitor who agrees before the client connects, and gives them an id for the next page view", async () => {
    const loadSdk = vi.fn<FeatureFlagSdk>().mockResolvedValue(service());
    const { rerender } = render(page(loadSdk, false));
    act(() => announceConsent("performance"));
    rerender(page(loadSdk, true));
    await waitFor(() => expect(loadSdk).toHaveBeenCalled());
    expect(loadSdk).toHaveBeenCalledWith(expect.objectContaining({ context: { targetingKey: undefined, environment: "dev" } }));
    expect(readCookie(VISITOR_COOKIE)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("connects at the visitor's first interaction with the page, whatever is in view", async () => {
    const loadSdk = vi.fn<FeatureFlagSdk>().mockResolvedValue(service());
    render(page(loadSdk, false));
    expect(screen.getByText("not yet")).toBeInTheDocument();
    expect(loadSdk).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: "Tab" });
    expect(await screen.findByText("hotline off")).toBeInTheDocument();
    expect(screen.getByText("interacted")).toBeInTheDocument();
    expect(loadSdk).toHaveBeenCalledTimes(1);
  });
});
