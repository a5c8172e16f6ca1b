import { act, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { DEBUG_COOKIE } from "../../../src/runtime-apps/debug-mode";
import { AppSlot } from "../../../src/runtime-apps/slot";
import type { SlotStatus } from "../../../src/runtime-apps/status";
import { DrivenObserver, everythingInView } from "../in-view";
import { germanPage, OnPage } from "./page";

type Run = { app: string; base: string; container: HTMLElement; props: object; onStatus: (s: SlotStatus) => void };
const runs: Run[] = [];
const stop = vi.fn();
vi.mock("../../../src/runtime-apps/run-slot", () => ({
  runSlot: (run: Run) => {
    runs.push(run);
    run.onStatus("LOADING");
    return stop;
  },
}));

const lastRun = (): Run => {
  const run = runs.at(-1);
  if (!run) throw new Error("no slot run started");
  return run;
};

/** The runner is a chunk of its own, loaded after the first render: waits until it started the app. */
async function started(count = 1): Promise<Run> {
  await waitFor(() => expect(runs).toHaveLength(count));
  return lastRun();
}

beforeEach(() => {
  runs.length = 0;
  stop.mockClear();
  document.cookie = `${DEBUG_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
});

describe("AppSlot", () => {
  everythingInView();

  it("renders a labelled, busy skeleton on the server, before any app runs", () => {
    const html = renderToString(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    expect(html).toContain('aria-label="Buchungsmaske"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-app-status="NOT_LOADED"');
    expect(html).toContain("Wird geladen: Buchungsmaske");
  });

  it("starts the bound app with the market's props and the layout's options", async () => {
    render(
      <OnPage>
        <AppSlot slot="sign-in" options={{ rideTerms: true }} />
      </OnPage>,
    );
    expect(screen.getByRole("region", { name: "Anmeldung" })).toHaveAttribute("data-app-status", "LOADING");
    const run = await started();
    expect(run.app).toBe("account");
    expect(run.base).toBe(`${window.location.origin}/apps/account/`);
    expect(run.props).toMatchObject({
      locale: "de-DE",
      currency: "EUR",
      marketId: "de",
      acceptLanguage: "de-DE, de;q=0.9",
      options: { rideTerms: true },
    });
    expect(screen.getByRole("region", { name: "Anmeldung" })).toHaveAttribute("aria-busy", "true");
  });

  it("hands the booking engine the branch of the page's address, the layout's options winning", async () => {
    window.history.replaceState(null, "", "/?branch=de-munchen-airport");
    render(
      <OnPage>
        <AppSlot slot="booking-engine" options={{ compact: true }} />
      </OnPage>,
    );
    expect((await started()).props).toMatchObject({ options: { pickupBranchId: "de-munchen-airport", compact: true } });
  });

  it("shows the app's element once mounted and the skeleton no more", async () => {
    render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    await started();
    act(() => lastRun().onStatus("MOUNTING"));
    act(() => lastRun().onStatus("MOUNTED"));
    const region = screen.getByRole("region", { name: "Buchungsmaske" });
    expect(region).toHaveAttribute("aria-busy", "false");
    expect(region).toHaveAttribute("data-app-status", "MOUNTED");
    expect(lastRun().container).toBeVisible();
    expect(screen.queryByText("Wird geladen: Buchungsmaske")).toBeNull();
  });

  it.each(["LOAD_ERROR", "BROKEN"] as const)("shows a quiet translated notice after %s", async (failure) => {
    render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    await started();
    if (failure === "BROKEN") act(() => lastRun().onStatus("MOUNTING"));
    act(() => lastRun().onStatus(failure));
    const region = screen.getByRole("region", { name: "Buchungsmaske" });
    expect(region).toHaveTextContent("Buchungsmaske ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.");
    expect(lastRun().container).not.toBeVisible();
  });

  it("starts the app again from the notice's Retry, and shows it once it mounts", async () => {
    render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    await started();
    act(() => lastRun().onStatus("LOAD_ERROR"));
    const region = screen.getByRole("region", { name: "Buchungsmaske" });
    act(() => screen.getByRole("button", { name: "Erneut versuchen" }).click());
    const again = await started(2);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(region).toHaveAttribute("data-app-status", "LOADING");
    act(() => again.onStatus("MOUNTING"));
    act(() => again.onStatus("MOUNTED"));
    expect(region).toHaveAttribute("data-app-status", "MOUNTED");
    expect(screen.queryByRole("button", { name: "Erneut versuchen" })).toBeNull();
  });

  it("shows app, version and status in debug mode, which a local host turns on", async () => {
    render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    await started();
    expect(screen.getByText("rac-search (aktuelle Version): LOADING")).toBeInTheDocument();
  });

  it("hides the statuses when the debug cookie turns debug mode off", async () => {
    document.cookie = `${DEBUG_COOKIE}=false`;
    render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    await started();
    expect(screen.queryByText(/rac-search/)).toBeNull();
  });

  it("loads the version a URL override names, outside prod", async () => {
    window.history.replaceState(null, "", "/?rac-search_2.3.0");
    render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    expect((await started()).base).toBe(`${window.location.origin}/apps/rac-search/2.3.0/`);
    expect(screen.getByText("rac-search (2.3.0): LOADING")).toBeInTheDocument();
  });

  it("unmounts the app when the slot leaves the page", async () => {
    const { unmount } = render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    await started();
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("starts nothing when the slot leaves the page before the runner arrived", async () => {
    const { unmount } = render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    unmount();
    const other = render(
      <OnPage>
        <AppSlot slot="sign-in" />
      </OnPage>,
    );
    // The second slot's start proves the runner arrived; the first never started.
    expect((await started()).app).toBe("account");
    other.unmount();
  });

  it("keeps the app mounted when the route changes but the slot stays", async () => {
    const { rerender } = render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    await started();
    rerender(
      <OnPage page={{ ...germanPage, pagePath: "/mietwagen", market: { ...germanPage.market } }}>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    expect(stop).not.toHaveBeenCalled();
    expect(runs).toHaveLength(1);
  });

  it("restarts the app with new props when the page's market changes", async () => {
    const { rerender } = render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    await started();
    const austria = { ...germanPage.market, id: "at", locale: "de-AT" };
    rerender(
      <OnPage page={{ ...germanPage, market: austria }}>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    expect(stop).toHaveBeenCalledTimes(1);
    expect((await started(2)).props).toMatchObject({ marketId: "at", locale: "de-AT" });
  });

  it("keeps the app when the layout passes equal options again", async () => {
    const { rerender } = render(
      <OnPage>
        <AppSlot slot="sign-in" options={{ rideTerms: true }} />
      </OnPage>,
    );
    await started();
    rerender(
      <OnPage>
        <AppSlot slot="sign-in" options={{ rideTerms: true }} />
      </OnPage>,
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(runs).toHaveLength(1);
  });

  it("leaves a slot without an app empty and loads nothing", async () => {
    const { container } = render(
      <OnPage>
        <AppSlot slot="transfer-components" />
      </OnPage>,
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(runs).toHaveLength(0);
    // The page's only region is the consent banner's.
    expect(screen.queryAllByRole("region").map((region) => region.getAttribute("aria-labelledby"))).toEqual(["consent-title"]);
    expect(container.querySelector('[data-app-slot="transfer-components"]')).toBeEmptyDOMElement();
  });
});

describe("AppSlot below the first screen", () => {
  const box = (top: number) => ({ top, bottom: top + 400 }) as DOMRectReadOnly;
  /** Renders the booking engine's slot and waits until the runner watches it. */
  const renderWatched = async (): Promise<{ observer: DrivenObserver; unmount: () => void }> => {
    const { unmount } = render(
      <OnPage>
        <AppSlot slot="booking-engine" />
      </OnPage>,
    );
    await waitFor(() => expect(DrivenObserver.last).toBeDefined());
    const observer = DrivenObserver.last;
    if (!observer) throw new Error("no observer");
    return { observer, unmount };
  };
  beforeEach(() => {
    DrivenObserver.last = undefined;
    vi.stubGlobal("IntersectionObserver", DrivenObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts its app only when the slot's region comes within a tenth of a screen of the viewport", async () => {
    const { observer } = await renderWatched();
    // The region is watched (the app's container is hidden until it mounts), with the apps' margin.
    expect(observer.watched).toEqual([screen.getByRole("region", { name: "Buchungsmaske" })]);
    expect(observer.options.rootMargin).toBe("0px 0px 10% 0px");
    const region = screen.getByRole("region", { name: "Buchungsmaske" });
    expect(region).toHaveAttribute("aria-busy", "true");
    act(() => observer.report([{ isIntersecting: false, boundingClientRect: box(1400) }]));
    await new Promise((done) => setTimeout(done, 20));
    expect(runs).toHaveLength(0);
    // Waiting, the slot keeps its skeleton and its loading text, but nothing in it is busy.
    expect(region).toHaveAttribute("data-app-status", "WAITING");
    expect(region).toHaveAttribute("aria-busy", "false");
    expect(region).toHaveTextContent("Wird geladen: Buchungsmaske");
    act(() => observer.report([{ isIntersecting: true, boundingClientRect: box(700) }]));
    expect((await started()).app).toBe("rac-search");
    expect(observer.disconnected).toBe(true);
    expect(region).toHaveAttribute("data-app-status", "LOADING");
    expect(region).toHaveAttribute("aria-busy", "true");
  });

  it("starts it when the visitor is already past the slot (a link to a place further down)", async () => {
    const { observer } = await renderWatched();
    act(() => observer.report([{ isIntersecting: false, boundingClientRect: box(-900) }]));
    expect((await started()).app).toBe("rac-search");
  });

  it("stops waiting when the slot leaves the page first, and starts nothing", async () => {
    const { observer, unmount } = await renderWatched();
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(stop).not.toHaveBeenCalled();
    expect(runs).toHaveLength(0);
  });
});
