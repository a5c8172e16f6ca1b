import { act, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useHydrated } from "../../../src/hooks/use-hydrated";

// One module instance for the whole file, as in the browser: the first page hydrates once, later pages mount.

/** React's scheduler works in slices of 5 ms; after one, it yields to the browser before the next piece of work. */
const SCHEDULER_SLICE_MS = 5;

/**
 * Records each render's value and, in a microtask after each commit's effects, how many renders there
 * had been. The first commit's effects take longer than a scheduler slice, as a page's effects do, so
 * whether a render follows in the same task depends on its kind alone, not on this machine's speed: a
 * transition waits for a later task, a synchronous re-render does not.
 */
function Probe({ seen, afterEffects = [] }: { seen: boolean[]; afterEffects?: number[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  useEffect(() => {
    queueMicrotask(() => afterEffects.push(seen.length));
    const end = performance.now() + SCHEDULER_SLICE_MS + 2;
    while (!hydrated && performance.now() < end) {
      // Busy, like a page's effects after hydration.
    }
  }, [hydrated, seen, afterEffects]);
  return <p>{hydrated ? "live" : "static"}</p>;
}

describe("useHydrated", () => {
  it("is false in the server HTML and while the first page hydrates, then true in a render of its own", async () => {
    const html = renderToString(<Probe seen={[]} />);
    expect(html).toBe("<p>static</p>");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.replaceChildren(container);
    const paragraph = container.querySelector("p");
    const seen: boolean[] = [];
    const afterEffects: number[] = [];
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // React's own scheduler, as in the browser, instead of act(), which would flush every update at once.
    const actEnvironment: unknown = Reflect.get(globalThis, "IS_REACT_ACT_ENVIRONMENT");
    Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false);
    try {
      const root = hydrateRoot(container, <Probe seen={seen} afterEffects={afterEffects} />, { onRecoverableError: recoverable });
      await vi.waitFor(() => expect(afterEffects).toHaveLength(2));
      expect(seen).toEqual([false, true]);
      // Not synchronously after hydration, in the same task, as a useSyncExternalStore switch renders ([2, 2]).
      expect(afterEffects).toEqual([1, 2]);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      // The same element, now showing the client state.
      expect(container.querySelector("p")).toBe(paragraph);
      expect(paragraph?.textContent).toBe("live");
      root.unmount();
    } finally {
      Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", actEnvironment);
      errors.mockRestore();
    }
  });

  it("is true from the first render for what mounts after the first page (a client-side navigation)", async () => {
    const container = document.createElement("div");
    document.body.replaceChildren(container);
    const seen: boolean[] = [];
    const root = createRoot(container);
    await act(async () => root.render(<Probe seen={seen} />));
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe("live");
    act(() => root.unmount());
  });
});
