import { isFailed, isLoading, slotStatuses, transition } from "../../../src/runtime-apps/status";

describe("the slot status machine", () => {
  it("walks the happy path from NOT_LOADED to MOUNTED and UNMOUNTED", () => {
    let status = transition("NOT_LOADED", "LOADING");
    status = transition(status, "MOUNTING");
    status = transition(status, "MOUNTED");
    expect(status).toBe("MOUNTED");
    expect(transition(status, "UNMOUNTED")).toBe("UNMOUNTED");
  });

  it("lets a slot below the first screen wait between the runner's arrival and its load", () => {
    expect(transition("LOADING", "WAITING")).toBe("WAITING");
    expect(transition("WAITING", "LOADING")).toBe("LOADING");
    expect(transition("WAITING", "UNMOUNTED")).toBe("UNMOUNTED");
    // Nothing of the app has run while it waits.
    expect(transition("WAITING", "MOUNTING")).toBe("WAITING");
    expect(transition("MOUNTED", "WAITING")).toBe("MOUNTED");
  });

  it("ends a failed load in LOAD_ERROR and a failed create in BROKEN", () => {
    expect(transition("LOADING", "LOAD_ERROR")).toBe("LOAD_ERROR");
    expect(transition("MOUNTING", "BROKEN")).toBe("BROKEN");
  });

  it("ignores steps that cannot happen, such as a late mount after a failure", () => {
    expect(transition("LOAD_ERROR", "MOUNTED")).toBe("LOAD_ERROR");
    expect(transition("NOT_LOADED", "MOUNTED")).toBe("NOT_LOADED");
    expect(transition("UNMOUNTED", "MOUNTED")).toBe("UNMOUNTED");
    expect(transition("BROKEN", "MOUNTING")).toBe("BROKEN");
  });

  it("starts again from any end when the page or props change", () => {
    for (const end of ["UNMOUNTED", "LOAD_ERROR", "BROKEN"] as const) expect(transition(end, "LOADING")).toBe("LOADING");
  });

  it("shows the skeleton only before the app runs and the fallback only after a failure", () => {
    expect(slotStatuses.filter(isLoading)).toEqual(["NOT_LOADED", "LOADING", "WAITING"]);
    expect(slotStatuses.filter(isFailed)).toEqual(["LOAD_ERROR", "BROKEN"]);
  });
});
