import { reloadIfWorkerUpdated } from "../../../../src/shell/page-loading/service-worker";

/** A window stand-in: only the flag and the reload the function touches. */
function fakeWindow(updated: boolean) {
  const reload = vi.fn();
  const win = { ___swUpdated: updated, location: { reload } };
  return { win, reload };
}

describe("a route change after a new service worker took over", () => {
  it("reloads when the page changes, such as on back navigation", () => {
    const { win, reload } = fakeWindow(true);
    expect(reloadIfWorkerUpdated("/help", "/help/search", win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("stays client-side without an update, on the first render and for hash changes", () => {
    const current = fakeWindow(false);
    expect(reloadIfWorkerUpdated("/help", "/", current.win)).toBe(false);
    const updated = fakeWindow(true);
    expect(reloadIfWorkerUpdated("/help", undefined, updated.win)).toBe(false);
    expect(reloadIfWorkerUpdated("/account/", "/account/", updated.win)).toBe(false);
    expect(current.reload).not.toHaveBeenCalled();
    expect(updated.reload).not.toHaveBeenCalled();
  });
});
