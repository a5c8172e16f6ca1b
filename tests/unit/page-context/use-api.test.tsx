import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { rentalOffers } from "../../../src/web-api/rental";
import { useApiCall } from "../../../src/page-context/use-api";
import { renderInPage } from "../layouts/page-fixture";

function Offers({ label }: { label: string }) {
  const state = useApiCall(label, (client, signal) => client.call(rentalOffers, { signal }));
  if (state.status === "loading") return <p>Loading {label}</p>;
  if (state.status === "error") return <button onClick={state.retry}>Failed: {state.error.kind}</button>;
  return (
    <p>
      {state.data.offers.length} offers for {label}
    </p>
  );
}

function Switcher() {
  const [label, setLabel] = useState("first");
  return (
    <>
      <button onClick={() => setLabel("second")}>Switch</button>
      <Offers label={label} />
    </>
  );
}

const answer = () =>
  new Response(
    JSON.stringify({
      currency: "USD",
      offers: [{ id: "o-1", vehicleGroup: "ECMR", exampleModel: "Car", vehicleType: "P", pricePerDay: 30 }],
    }),
    { status: 200 },
  );

describe("a screen's API call", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows loading, then the answer, calling the page's API base with the market's language", async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(answer()));
    vi.stubGlobal("fetch", fetch);
    renderInPage(<Offers label="first" />);
    expect(screen.getByText("Loading first")).toBeInTheDocument();
    expect(await screen.findByText("1 offers for first")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${window.location.origin}/api/v1/rentaloffers/offers`);
    expect(new Headers(init?.headers).get("accept-language")).toMatch(/^en-US/);
  });

  it("shows the error state, and tries again on retry", async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response("{}", { status: 404 })));
    vi.stubGlobal("fetch", fetch);
    renderInPage(<Offers label="first" />);
    const retry = await screen.findByRole("button", { name: "Failed: status" });
    fetch.mockImplementation(() => Promise.resolve(answer()));
    act(() => retry.click());
    expect(await screen.findByText("1 offers for first")).toBeInTheDocument();
  });

  it("shows a wrong answer as the error state, not a crash", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ offers: [{ id: 1 }] })))),
    );
    renderInPage(<Offers label="first" />);
    expect(await screen.findByRole("button", { name: "Failed: shape" })).toBeInTheDocument();
  });

  it("cancels a superseded call and an unmounted component's call", async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>(() => undefined);
      }),
    );
    const view = renderInPage(<Switcher />);
    await waitFor(() => expect(signals).toHaveLength(1));
    act(() => screen.getByRole("button", { name: "Switch" }).click());
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(screen.getByText("Loading second")).toBeInTheDocument();
    view.unmount();
    expect(signals[1]?.aborted).toBe(true);
  });
});
