import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { DEBUG_COOKIE } from "../../../src/runtime-apps/debug-mode";
import { AppSlot } from "../../../src/runtime-apps/slot";
import type { SlotStatus } from "../../../src/runtime-apps/status";
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

beforeEach(() => {
  runs.length = 0;
  stop.mockClear();
  document.cookie = `${DEBUG_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
});

describe("AppSlot", () => {
  it("renders a labelled, busy skeleton on the server, before any app runs", () => {
    const html = renderToString(<OnPage><AppSlot slot="booking-engine" /></OnPage>);
    expect(html).toContain('aria-label="Buchungsmaske"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-app-status="NOT_LOADED"');
    expect(html).toContain("Wird geladen: Buchungsmaske");
  });

  it("starts the bound app with the market's props and the layout's options", () => {
    render(<OnPage><AppSlot slot="sign-in" options={{ rideTerms: true }} /></OnPage>);
    const run = lastRun();
    expect(run.app).toBe("account");
    expect(run.base).toBe(`${window.location.origin}/apps/account/`);
    expect(run.props).toMatchObject({ locale: "de-DE", currency: "EUR", marketId: "de", acceptLanguage: "de-DE, de;q=0.9", options: { rideTerms: true } });
    expect(screen.getByRole("region", { name: "Anmeldung" })).toHaveAttribute("aria-busy", "true");
  });

  it("shows the app's element once mounted and the skeleton no more", () => {
    render(<OnPage><AppSlot slot="booking-engine" /></OnPage>);
    act(() => lastRun().onStatus("MOUNTING"));
    act(() => lastRun().onStatus("MOUNTED"));
    const region = screen.getByRole("region", { name: "Buchungsmaske" });
    expect(region).toHaveAttribute("aria-busy", "false");
    expect(region).toHaveAttribute("data-app-status", "MOUNTED");
    expect(lastRun().container).toBeVisible();
    expect(screen.queryByText("Wird geladen: Buchungsmaske")).toBeNull();
  });

  it.each(["LOAD_ERROR", "BROKEN"] as const)("shows a quiet translated notice after %s", (failure) => {
    render(<OnPage><AppSlot slot="booking-engine" /></OnPage>);
    if (failure === "BROKEN") act(() => lastRun().onStatus("MOUNTING"));
    act(() => lastRun().onStatus(failure));
    const region = screen.getByRole("region", { name: "Buchungsmaske" });
    expect(region).toHaveTextContent("Buchungsmaske ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.");
    expect(lastRun().container).not.toBeVisible();
  });

  it("shows app, version and status in debug mode, which a local host turns on", () => {
    render(<OnPage><AppSlot slot="booking-engine" /></OnPage>);
    expect(screen.getByText("rac-search (aktuelle Version): LOADING")).toBeInTheDocument();
  });

  it("hides the statuses when the debug cookie turns debug mode off", () => {
    document.cookie = `${DEBUG_COOKIE}=false`;
    render(<OnPage><AppSlot slot="booking-engine" /></OnPage>);
    expect(screen.queryByText(/rac-search/)).toBeNull();
  });

  it("loads the version a URL override names, outside prod", () => {
    window.history.replaceState(null, "", "/?rac-search_2.3.0");
    render(<OnPage><AppSlot slot="booking-engine" /></OnPage>);
    expect(lastRun().base).toBe(`${window.location.origin}/apps/rac-search/2.3.0/`);
    expect(screen.getByText("rac-search (2.3.0): LOADING")).toBeInTheDocument();
  });

  it("unmounts the app when the slot leaves the page", () => {
    const { unmount } = render(<OnPage><AppSlot slot="booking-engine" /></OnPage>);
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("keeps the app mounted when the route changes but the slot stays", () => {
    const { rerender } = render(<OnPage><AppSlot slot="booking-engine" /></OnPage>);
    rerender(<OnPage page={{ ...germanPage, pagePath: "/mietwagen", market: { ...germanPage.market } }}><AppSlot slot="booking-engine" /></OnPage>);
    expect(stop).not.toHaveBeenCalled();
    expect(runs).toHaveLength(1);
  });

  it("restarts the app with new props when the page's market changes", () => {
    const { rerender } = render(<OnPage><AppSlot slot="booking-engine" /></OnPage>);
    const austria = { ...germanPage.market, id: "at", locale: "de-AT" };
    rerender(<OnPage page={{ ...germanPage, market: austria }}><AppSlot slot="booking-engine" /></OnPage>);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(runs).toHaveLength(2);
    expect(lastRun().props).toMatchObject({ marketId: "at", locale: "de-AT" });
  });

  it("keeps the app when the layout passes equal options again", () => {
    const { rerender } = render(<OnPage><AppSlot slot="sign-in" options={{ rideTerms: true }} /></OnPage>);
    rerender(<OnPage><AppSlot slot="sign-in" options={{ rideTerms: true }} /></OnPage>);
    expect(runs).toHaveLength(1);
  });

  it("leaves a slot without an app empty and loads nothing", () => {
    const { container } = render(<OnPage><AppSlot slot="transfer-components" /></OnPage>);
    expect(runs).toHaveLength(0);
    expect(screen.queryByRole("region")).toBeNull();
    expect(container.querySelector('[data-app-slot="transfer-components"]')).toBeEmptyDOMElement();
  });
});
